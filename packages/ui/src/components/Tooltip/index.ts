export {
  Tooltip,
  TooltipTrigger,
  TOOLTIP_CLOSE_DELAY,
  TOOLTIP_DELAY,
  type TooltipProps,
  type TooltipTriggerProps,
} from './Tooltip';
