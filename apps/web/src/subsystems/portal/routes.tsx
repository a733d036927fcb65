import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { HomePage } from './home/home-page';

/** Screens of the portal; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  { path: paths.home, Component: HomePage },
  { path: paths.homeAlias, Component: HomePage },
];
