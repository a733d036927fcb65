export { BANK_LIST_PATH, bankListQueryOptions, getBankList, useBankList } from './get-bank-list';
