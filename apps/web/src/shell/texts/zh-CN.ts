import { errorMessagesZhCN } from '@scf/shared/errors';
import { coreValidationMessagesZhCN } from '@scf/shared/messages-core';

/** Shell texts. The error catalogue's zh-CN texts are the spec's, taken from the shared catalogue. */
const zhCN = {
  errors: {
    ...errorMessagesZhCN,
    reloginTitle: '确认登录',
  },
  validation: { ...coreValidationMessagesZhCN },
};

export default zhCN;
export type ShellTexts = typeof zhCN;
