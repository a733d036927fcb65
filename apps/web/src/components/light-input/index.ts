/**
 * antd's Input and Password without the rest of `Input` from 'antd': its statics bring TextArea,
 * Search and OTP with them (about 7 KiB gzip), which the login screen, the route that has to load
 * lightest, never shows. Elsewhere use `Input` from 'antd' as usual.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
