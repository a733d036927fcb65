import { preloadImage } from '@/lib/subsystem';
import { addTexts } from './add-texts';
import { LoginPage } from './login-page';
import { loadLoginPageConfig } from './login-page-config';
import { loginTexts } from './texts';

/**
 * What the router's lazy() mounts for /login: the screen, with its texts added first so that it
 * renders translated. The route is its own chunk.
 */
export function loginRoute() {
  addTexts('login', loginTexts);
  return { Component: LoginPage };
}

/** The platform's logo, the largest thing the screen shows, while the screen renders. */
export function prefetchLogin(): void {
  loadLoginPageConfig().then(
    (config) => preloadImage(config.loginLogoUrl),
    () => undefined,
  );
}
