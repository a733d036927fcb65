export { useReducedMotion, useReducedMotionShown } from './use-reduced-motion';
