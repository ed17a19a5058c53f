/**
 * @petrobridge/domain: the pure rules the client shows and the server enforces
 * (client-spec §4, §5, §9). No I/O, no React: both apps/api and packages/features use it.
 */
export {
  dealStatuses,
  dealTransitions,
  allowedNextStatuses,
  canTransition,
  isTerminal,
  canLock,
  lockTargetStatus,
  isOpenDeal,
  type DealStatus,
} from './deals';
export {
  toScaled,
  fromScaled,
  totalValue,
  commissionAmount,
  compareDecimal,
  DEFAULT_COMMISSION_RATE,
} from './money';
