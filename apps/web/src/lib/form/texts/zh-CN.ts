import { featureValidationMessagesZhCN } from '@scf/shared/messages';

/** The features' validation texts (`validation.<key>`), fetched when needed (../validation-texts.ts). */
const zhCN = { ...featureValidationMessagesZhCN };

export default zhCN;
export type FeatureValidationTexts = typeof zhCN;
