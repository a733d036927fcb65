// The floor for the login route's bundle: the same React, antd and router versions rendering only an
// antd login form. Built and measured in the same run as the product (scripts/bench.mjs).
import { Button, Form, Input } from 'antd';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';

function Login() {
  return (
    <Form layout="vertical" style={{ maxWidth: 360, margin: '80px auto' }}>
      <Form.Item label="Username" name="username" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true }]}>
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        Login
      </Button>
    </Form>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Login /> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
