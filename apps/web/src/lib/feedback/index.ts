import { useContext } from 'react';
import AppContext from 'antd/es/app/context';
import type { useAppProps } from 'antd/es/app/context';

/**
 * The context antd's App.useApp() reads, provided by app/feedback/feedback-provider.tsx: message,
 * notification and modal, themed and translated by the app's ConfigProvider.
 */
export const FeedbackContext = AppContext;

export type Feedback = useAppProps;

/**
 * message, notification and modal, as antd's App.useApp() gives them. Screens use this rather than
 * App.useApp(): naming antd's App component keeps it, and with it antd's dialogs, in every chunk
 * that calls it, the login screen's included.
 */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
