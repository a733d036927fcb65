import { paths } from '@/lib/paths';

/** The public header menu of business.md section 2, in order. */
export const publicMenu = [
  { path: paths.home, labelKey: 'app.header.menu.home', alsoActiveOn: [paths.homeAlias] },
  { path: paths.voucher, labelKey: 'app.header.menu.voucher', alsoActiveOn: [] },
  { path: paths.bill, labelKey: 'app.header.menu.bill', alsoActiveOn: [] },
  { path: paths.help, labelKey: 'app.header.menu.help', alsoActiveOn: [] },
  { path: paths.about, labelKey: 'app.header.menu.about', alsoActiveOn: [] },
] as const satisfies readonly { path: string; labelKey: string; alsoActiveOn: readonly string[] }[];

/** The menu entry to highlight for a location: its own path, an alias, or a page below it. */
export function activeMenuPath(pathname: string): string | undefined {
  return publicMenu.find(({ path, alsoActiveOn }) =>
    [path, ...alsoActiveOn].some(
      (candidate) => pathname === candidate || pathname.startsWith(`${candidate}/`),
    ),
  )?.path;
}

/** The supply-chain links of the public header (business.md section 2), in order. */
export const supplyChainLinks = [
  { path: paths.supplyChainReceivable, labelKey: 'app.routes.supplyChainReceivable' },
  { path: paths.supplyChainWarehouse, labelKey: 'app.routes.supplyChainWarehouse' },
  { path: paths.supplyChainLogistics, labelKey: 'app.routes.supplyChainLogistics' },
] as const satisfies readonly { path: string; labelKey: string }[];
