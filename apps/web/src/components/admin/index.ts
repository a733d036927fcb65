export { EditDialog } from './edit-dialog';
export { ListPage, usePaging } from './list-page';
export type { ListQuery, Paging } from './list-page';
export { useConfirmAction } from './confirm-action';
