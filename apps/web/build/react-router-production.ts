import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const developmentBuild = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * react-router 7's package exports name its development build under every condition (upstream
 * issue 14102), so a production bundle logs its development warnings and carries their code. The
 * package ships a production build beside it, file for file; the app's build takes that one.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !developmentBuild.test(resolved.id)) return resolved;
      const production = resolved.id.replace(developmentBuild, '$1production$2');
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}
