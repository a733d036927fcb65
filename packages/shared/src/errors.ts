/**
 * The error catalogue (shell.md section 8, business.md section 8): what a reply code means to the
 * client. Messages are translation keys under `errors.`; zh-CN texts are the spec's, word for word.
 */
export type ErrorBehaviour =
  /** 确认登录 dialog, then log out (guarded by has_reload). */
  | 'relogin'
  /** Error message shown for 3 seconds. */
  | 'error'
  /** Info message. */
  | 'info'
  /** Nothing is shown. */
  | 'silent'
  /** Lock screen (unlock with the password, or single sign-on logout with isIARCasLogin). */
  | 'lock';

export interface CatalogueEntry {
  behaviour: ErrorBehaviour;
  /** Translation key under `errors.`; absent means the server's error_info is shown. */
  messageKey?: string;
}

/** Codes the server itself sends. */
export const ERROR_CODES = {
  OK: 0,
  INFO: -1,
  LOCKED: -5,
  KICKED: -101,
  SESSION_INVALID: -100,
  /** No session at all: the client sent no session cookie (页面已经失效,请先登录). */
  PAGE_EXPIRED: 9006,
  BAD_REQUEST_ENV: -102,
  ENV_CHANGED: -103,
  BAD_CREDENTIALS: -104,
  BAD_CREDENTIALS_2: -105,
  NO_RIGHTS: -106,
  FORBIDDEN: -107,
  /** A field broke a rule; error_info names the field and the rule. */
  VALIDATION: 1001,
  NOT_FOUND: 1004,
  CONFLICT: 1009,
  TOO_MANY_REQUESTS: 1029,
  PAYLOAD_TOO_LARGE: 1013,
  INTERNAL: 1500,
  UNAVAILABLE: 1503,
  /** Wrong account or password; never says which (用户名或密码不正确，请重新输入). */
  LOGIN_FAILED: 2001,
  /** Too many failures: the account is locked for 15 minutes; data.unlockAt. */
  ACCOUNT_LOCKED: 2003,
  /** The password login needs an image code now (after 3 failures); data.needCheckCode. */
  CHECK_CODE_REQUIRED: 2004,
  /** shell.md section 8: graphic code wrong or expired — clear the code and refresh the image. */
  GRAPHIC_CODE_WRONG: 111000,
  /** SMS code wrong: stay on the step. */
  SMS_CODE_WRONG: 111002,
  /** Unknown account in a two-step flow: back to step 1. */
  ACCOUNT_UNKNOWN: 111003,
  /** Mobile does not belong to the account: back to step 1. */
  MOBILE_MISMATCH: 111004,
  /** SMS sent less than 60 s ago for this mobile. */
  SMS_TOO_FREQUENT: 111005,
  /** Daily SMS cap for this mobile reached. */
  SMS_DAILY_CAP: 111006,
  /** SMS code expired or tried 5 times: reset the forms and go back to step 1. */
  SMS_CODE_EXPIRED: 111051,
  /** Change mobile: the login password is wrong — reset and refresh the code. */
  PASSWORD_WRONG: 111052,
  /** Upload refused: the file's bytes are not of an accepted type (the text names the types). */
  FILE_TYPE_REFUSED: 3001,
  /** The recognition service failed (OCR识别失败). */
  OCR_FAILED: 3101,
  /** Nothing usable was read from the picture (内容无法识别，请重新上传！). */
  OCR_UNREADABLE: 3102,
  /** /api/member/detail has no member to show: the client treats it as no data, silently. */
  MEMBER_DETAIL_NONE: 14001,
} as const;

/** Codes carried in error_no / error_code. */
const byErrorNo: Record<number, CatalogueEntry> = {
  [-101]: { behaviour: 'relogin', messageKey: 'kicked' },
  9006: { behaviour: 'relogin', messageKey: 'pageExpired' },
  [-100]: { behaviour: 'relogin', messageKey: 'sessionExpired' },
  9007: { behaviour: 'relogin', messageKey: 'sessionExpired' },
  [-102]: { behaviour: 'relogin', messageKey: 'badRequestEnv' },
  [-103]: { behaviour: 'relogin', messageKey: 'envChanged' },
  9005: { behaviour: 'relogin', messageKey: 'envChanged' },
  [-107]: { behaviour: 'relogin', messageKey: 'forbidden' },
  9008: { behaviour: 'relogin', messageKey: 'forbidden' },
  [-106]: { behaviour: 'relogin', messageKey: 'noRights' },
  [-104]: { behaviour: 'relogin', messageKey: 'badCredentials' },
  [-105]: { behaviour: 'relogin', messageKey: 'badCredentials' },
  [-5]: { behaviour: 'lock', messageKey: 'locked' },
  [-1]: { behaviour: 'info' },
  173302: { behaviour: 'silent' },
  173303: { behaviour: 'silent' },
  14001: { behaviour: 'silent' },
};

/** Codes carried in return_code (business.md section 8). */
const byReturnCode: Record<number, CatalogueEntry> = {
  9008: { behaviour: 'info', messageKey: 'unauthorized' },
  9006: { behaviour: 'relogin', messageKey: 'pageExpired' },
  9007: { behaviour: 'relogin', messageKey: 'sessionExpired' },
  9004: { behaviour: 'relogin', messageKey: 'kicked' },
  9005: { behaviour: 'relogin', messageKey: 'accountOccupied' },
  9021: { behaviour: 'lock', messageKey: 'locked' },
  [-5]: { behaviour: 'lock', messageKey: 'locked' },
  9011: { behaviour: 'error', messageKey: 'verifyCode' },
};

export type CodeField = 'error_no' | 'error_code' | 'return_code';

/** What the client does with a non-zero code. Unknown positive codes show an error for 3 seconds. */
export function lookupError(field: CodeField, code: number): CatalogueEntry {
  const entry = field === 'return_code' ? (byReturnCode[code] ?? byErrorNo[code]) : byErrorNo[code];
  if (entry) return entry;
  if (code > 0) return { behaviour: 'error' };
  return { behaviour: 'error', messageKey: 'reloginGeneric' };
}

/** zh-CN texts of the catalogue keys; the web app's other languages translate the same keys. */
export const errorMessagesZhCN = {
  kicked: '您已经在其他地方登录，如非本人操作，请重新登录！',
  pageExpired: '页面已经失效,请先登录',
  sessionExpired: '会话已失效,请重新登录',
  badRequestEnv: '请求参数异常，请确认环境安全！',
  envChanged: '您的网络环境改变，请确认安全，重新登录！',
  forbidden: '您无权操作该功能！',
  noRights: '您无权限，有疑问请联系管理员！',
  badCredentials: '账号或者密码错误，请重新登录！',
  reloginGeneric: '登录异常，请重新登录',
  locked: '屏幕已锁定，请输入密码解锁',
  unauthorized: '未授权',
  accountOccupied: '账号已在别处登录',
  verifyCode: '验证码错误',
  logoutFailed: '未退出成功',
  loginFailed: '用户名或密码不正确，请重新输入',
  network: '网络异常，请稍后重试',
  repeatSubmit: '请勿重复提交',
  systemError: '系统错误',
  validation: '参数校验失败',
  internal: '服务器内部错误',
  notFound: '记录不存在',
  conflict: '记录已存在，请勿重复提交',
  tooManyRequests: '请求过于频繁，请稍后再试',
  payloadTooLarge: '请求内容过大',
  unavailable: '服务暂不可用，请稍后再试',
  accountLocked: '密码错误次数过多，账号已锁定，请15分钟后再试',
  checkCodeRequired: '请输入图形验证码',
  graphicCodeWrong: '图形验证码错误或已失效',
  smsCodeWrong: '短信验证码错误',
  accountUnknown: '用户名不存在',
  mobileMismatch: '手机号与账号不匹配',
  smsTooFrequent: '短信发送过于频繁，请60秒后再试',
  smsDailyCap: '今日短信发送次数已达上限',
  smsCodeExpired: '短信验证码已失效，请重新获取',
  passwordWrong: '登录密码错误',
  passwordUndecryptable: '密码无法解密，请刷新页面后重试',
  favoriteAdded: '收藏成功',
  favoriteAddFailed: '收藏失败',
  favoriteRemoved: '取消收藏成功',
  favoriteRemoveFailed: '取消收藏失败',
  // Enterprise registration (business.md sections 4, 7, 8; texts without a spec text are ours).
  supplierPending: '该供应商为待审核状态',
  supplierDisabled: '该供应商为禁用状态',
  supplierRejected: '该供应商审核不通过',
  memberRegistered: '该企业已注册，请直接登录',
  legalCheckPassed: '校验通过',
  legalCheckWrong: '手机号后四位与法定代表人预留手机号不符',
  legalCheckLocked: '校验错误次数过多，请30分钟后再试',
  legalCheckRequired: '请先完成法定代表人校验',
  legalCheckUnneeded: '该企业无需法定代表人校验',
  fileMissing: '文件不存在，请重新上传',
  invoiceRequired: '请上传发票',
  // Uploads and document recognition (business.md sections 5 and 8).
  fileTypeRefused: '请上传格式为 jpg,jpeg,png,gif 的图片',
  fileTooLarge: '超出文件大小限制，文件太大，不能超过 5 M',
  uploadFormatRefused: '请按照规定大小与格式上传文件',
  uploadFileRequired: '请选择要上传的文件',
  ocrSuccess: '识别成功',
  ocrFailed: 'OCR识别失败',
  ocrUnreadable: '内容无法识别，请重新上传！',
  // Requests no form of ours sends, refused before a route runs.
  invalidJson: '请求体不是合法的 JSON',
  unsupportedMediaType: '不支持的请求内容类型',
  badRequest: '请求不正确',
  urlTooLong: '请求地址过长',
  unstorableText: '输入中含有不允许的字符',
  bodyTooDeep: '请求体嵌套层级过深（最多 {{max}} 层）',
  nulCharacter: '请求内容不能包含空字符',
  methodNotAllowed: '不支持的请求方法：{{method}} {{path}}',
  endpointNotFound: '接口不存在：{{method}} {{path}}',
  // The rules a schema states without a message key, as such a request breaks them.
  ruleTypeString: '应为文本',
  ruleTypeNumber: '应为数字',
  ruleTypeInt: '应为整数',
  ruleTypeBoolean: '应为布尔值',
  ruleTypeArray: '应为数组',
  ruleTypeObject: '应为JSON 对象',
  ruleTypeDate: '应为日期',
  ruleTypeOther: '应为正确的类型',
  ruleTextMax: '不能超过{{limit}}个字符',
  ruleItemsMax: '不能超过{{limit}}项',
  ruleNumberMax: '不能大于{{limit}}',
  ruleTextMin: '不能少于{{limit}}个字符',
  ruleItemsMin: '至少{{limit}}项',
  ruleNumberMin: '不能小于{{limit}}',
  ruleValueNotAllowed: '取值不在允许的范围内',
  ruleUnknownFields: '不支持的字段：{{fields, list}}',
  ruleFormat: '格式不正确',
} as const;
export type ErrorMessageKey = keyof typeof errorMessagesZhCN;
