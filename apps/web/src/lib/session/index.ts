export {
  isEnterprise,
  isSignedIn,
  readUserInfo,
  readUserType,
  rememberLoginUrl,
  saveCheckCodeId,
  saveSignIn,
  saveUserType,
  takeLoginUrl,
} from './session-store';
export type { CheckCodeSlot, SessionStores, StoredUserInfo } from './session-store';
export { onSignIn, runSignInTasks } from './sign-in-tasks';
export type { SignInTask } from './sign-in-tasks';
