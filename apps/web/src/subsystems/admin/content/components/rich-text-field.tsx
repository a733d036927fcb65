import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor and its libraries load only when a form with a body opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A body field of the content forms: the rich-text editor, loaded on demand. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
