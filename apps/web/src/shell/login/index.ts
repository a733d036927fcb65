import { addTexts } from './add-texts';
import { LoginPage } from './login-page';
import { loginTexts } from './texts';

/**
 * What the router's lazy() mounts for /login: the screen, with its texts added first so that it
 * renders translated. The route is its own chunk.
 */
export function loginRoute() {
  addTexts('login', loginTexts);
  return { Component: LoginPage };
}
