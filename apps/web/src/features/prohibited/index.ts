export { NotifyForm } from './NotifyForm.tsx';
export { WithdrawList } from './WithdrawList.tsx';
