export {
  isEnterprise,
  isSignedIn,
  readUserType,
  rememberLoginUrl,
  saveCheckCodeId,
  saveSignIn,
  saveUserType,
  takeLoginUrl,
} from './session-store';
export { readUserInfo } from './stored-user';
export type { CheckCodeSlot, SessionStores } from './session-store';
export type { StoredUserInfo } from './stored-user';
export { onSignIn, runSignInTasks } from './sign-in-tasks';
export type { SignInTask } from './sign-in-tasks';
