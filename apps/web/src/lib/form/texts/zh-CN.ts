import { featureValidationMessagesZhCN } from '@scf/shared/messages';

/** The features' validation texts (`validation.<key>`), fetched when needed (../validation-texts.ts). */
export default featureValidationMessagesZhCN;
export type FeatureValidationTexts = typeof featureValidationMessagesZhCN;
