import { createSigner, indexedDbKeyStore, memoryKeyStore } from '@/lib/crypto';
import { registerSignerKey } from '../api/apply-api';

/**
 * The signer of this browser: keys in IndexedDB; where a browser has none (some private modes), a
 * key for this page's life, which the server still verifies.
 */
export const applySigner = createSigner({
  store: () => (typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore()),
  register: registerSignerKey,
});
