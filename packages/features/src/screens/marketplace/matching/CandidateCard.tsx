import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Badge, Card, Icon, Stack, Text, formatDate, formatNumber } from '@petrobridge/ui';
import type { MatchReason } from '../../../data/api/rfqs';
import * as s from './matching.css';

/** "92 % match": green for a match (50 and more), amber below. */
export function ScoreBadge({ score, isMatch }: { score: number; isMatch: boolean }) {
  return (
    <Badge tone={isMatch ? 'success' : 'warning'} aria-label={`Match score ${score} %`}>
      {`${score} % match`}
    </Badge>
  );
}

/** The reasons of a score, each with its points: what holds is ticked, what does not is crossed. */
export function MatchReasons({ reasons }: { reasons: MatchReason[] }) {
  return (
    <ul className={s.reasons} aria-label="Reasons of the score">
      {reasons.map((r) => (
        <li key={r.factor} className={s.reason}>
          <Icon
            icon={r.ok ? Check : X}
            size="sm"
            tone={r.ok ? 'success' : 'danger'}
            label={r.ok ? 'Met' : 'Not met'}
          />
          <Text size="sm">
            {r.text}
            {r.maxPoints > 0 ? (
              <Text
                elementType="span"
                size="sm"
                tone="muted"
              >{` · ${r.points}/${r.maxPoints}`}</Text>
            ) : null}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export const volumeText = (volume: number, unit: string) => `${formatNumber(volume)} ${unit}`;
export const dateText = (date: string | null) => (date ? formatDate(date) : 'Flexible');

interface CandidateCardProps {
  title: string;
  /** Who the other side is (staff see identities). */
  party: string;
  facts: string;
  score: number;
  isMatch: boolean;
  reasons: MatchReason[];
  action: ReactNode;
}

/** One ranked candidate: who, the terms in a line, the score and its reasons, and the action. */
export function CandidateCard(props: CandidateCardProps) {
  return (
    <Card elementType="li" title={props.title} headingLevel={3} footer={props.action}>
      <Stack gap="2">
        <Text size="sm" weight="medium">
          {props.party}
        </Text>
        <Text size="sm" tone="muted">
          {props.facts}
        </Text>
        <div>
          <ScoreBadge score={props.score} isMatch={props.isMatch} />
        </div>
        <MatchReasons reasons={props.reasons} />
      </Stack>
    </Card>
  );
}
