// The pieces of a tracking panel: form badge, rep counter, session stats, deadlift phase badge,
// danger banners, AI Coach panel and the camera error card.
import type { CoachMessage, DeadliftAnalysis, FormAnalysis } from '@repwise/domain/pose';
import { Badge, Button, Card, FactTiles } from '@repwise/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Tone = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.border : theme.colors[$tone])};
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : theme.colors[$tone])};
  font-weight: 600;
  font-size: 0.875rem;
`;

function toneOf(score: number): 'success' | 'warning' | 'danger' {
  return score >= 8 ? 'success' : score >= 6 ? 'warning' : 'danger';
}

export function FormBadge({
  analysis,
  message,
}: {
  analysis: FormAnalysis | null;
  message: string | null;
}) {
  if (!analysis) {
    return (
      <Tone $tone="muted" role="status" aria-label="Form">
        {message ?? 'Waiting for a full view of your body'}
      </Tone>
    );
  }
  return (
    <Tone $tone={toneOf(analysis.overallScore)} role="status" aria-label="Form">
      Form: {analysis.label} · {analysis.overallScore.toFixed(1)}/10
    </Tone>
  );
}

const Counter = styled.div`
  display: grid;
  justify-items: center;
  min-width: 96px;
  strong {
    font-size: 2.25rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
`;

export function RepCounter({ count, target }: { count: number; target: number }) {
  return (
    <Counter aria-label={`Reps: ${count} of ${target}`} role="status" aria-live="polite">
      <strong data-testid="rep-count">{count}</strong>
      <span>of {target} reps</span>
    </Counter>
  );
}

const Stats = styled(FactTiles).attrs({ $minWidth: 110 })``;

export interface SessionStatsProps {
  lastRepScore: number | null;
  averageScore: number | null;
  bestScore: number | null;
  fps: number;
  backend: string | null;
  /** WASM threads (shown for the CPU backend when more than one). */
  threads?: number | null;
  variant: string;
}

const BACKEND_NAMES: Record<string, string> = { webgpu: 'WebGPU', wasm: 'WASM (CPU)' };

function describeBackend(backend: string | null, threads: number | null): string {
  if (!backend) return 'not loaded';
  const name = BACKEND_NAMES[backend] ?? backend;
  return backend === 'wasm' && threads && threads > 1 ? `${name} · ${threads} threads` : name;
}

export function SessionStats({
  lastRepScore,
  averageScore,
  bestScore,
  fps,
  backend,
  threads = null,
  variant,
}: SessionStatsProps) {
  const score = (value: number | null) => (value === null ? '—' : value.toFixed(1));
  return (
    <Stats aria-label="Session stats">
      <div>
        <dt>Last rep</dt>
        <dd>{score(lastRepScore)}</dd>
      </div>
      <div>
        <dt>Average</dt>
        <dd>{score(averageScore)}</dd>
      </div>
      <div>
        <dt>Best</dt>
        <dd>{score(bestScore)}</dd>
      </div>
      <div>
        <dt>Tracking</dt>
        <dd>{fps} fps</dd>
      </div>
      <div>
        <dt>Model</dt>
        <dd data-testid="pose-model">
          BlazePose {variant} · {describeBackend(backend, threads)}
        </dd>
      </div>
    </Stats>
  );
}

const PHASE_LABELS: Record<string, string> = {
  setup: 'Setup',
  pull: 'Pull',
  lockout: 'Lockout',
  lower: 'Lower',
};

export function PhaseBadge({ phase }: { phase: string }) {
  return (
    <Badge $tone="primary" role="status" aria-label="Deadlift phase">
      Phase: {PHASE_LABELS[phase] ?? phase}
    </Badge>
  );
}

const Banner = styled.div<{ $severe: boolean }>`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $severe }) => ($severe ? theme.colors.danger : theme.colors.warning)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  strong {
    color: ${({ theme, $severe }) => ($severe ? theme.colors.danger : theme.colors.warning)};
  }
`;

/** Dangerous deadlift findings: a rounded back (moderate or severe) and a drifting bar. */
export function dangerFindings(
  analysis: DeadliftAnalysis | null,
): { severe: boolean; title: string; text: string }[] {
  if (!analysis) return [];
  const found: { severe: boolean; title: string; text: string }[] = [];
  const { backRounding, barPath } = analysis;
  if (backRounding.severity === 'severe' || backRounding.severity === 'moderate') {
    found.push({
      severe: backRounding.severity === 'severe',
      title: 'Back rounding',
      text: backRounding.correction,
    });
  }
  if (barPath.category === 'excessive' || barPath.category === 'poor') {
    found.push({
      severe: barPath.category === 'excessive',
      title: 'Bar path',
      text: barPath.guidance,
    });
  }
  return found;
}

export function DangerBanners({ analysis }: { analysis: DeadliftAnalysis | null }) {
  const findings = dangerFindings(analysis);
  if (findings.length === 0) return null;
  return (
    <div role="alert">
      {findings.map((f) => (
        <Banner key={f.title} $severe={f.severe}>
          <strong>
            {f.severe ? 'Danger' : 'Warning'}: {f.title}.
          </strong>{' '}
          {f.text}
        </Banner>
      ))}
    </div>
  );
}

const CoachList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(2)};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function CoachPanel({
  messages,
  shown,
  onToggle,
}: {
  messages: readonly CoachMessage[];
  shown: boolean;
  onToggle: () => void;
}) {
  return (
    <Card as="section" aria-label="AI Coach">
      <Row>
        <h3 style={{ margin: 0, fontSize: '1rem' }}>AI Coach</h3>
        <Button type="button" $variant="ghost" $size="sm" aria-expanded={shown} onClick={onToggle}>
          {shown ? 'Hide' : 'Show'}
        </Button>
      </Row>
      {shown &&
        (messages.length === 0 ? (
          <p>Tips appear here after your first reps.</p>
        ) : (
          <CoachList aria-live="polite">
            {messages.map((m) => (
              <li key={m.id}>
                {m.message}
                {m.actionable_tip && <small>{m.actionable_tip}</small>}
              </li>
            ))}
          </CoachList>
        ))}
    </Card>
  );
}

const ErrorCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  border-color: ${({ theme }) => theme.colors.danger};
`;

export function CameraErrorCard({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <ErrorCard role="alert">
      <strong>{title}</strong>
      <p style={{ margin: 0 }}>{message}</p>
      <Button type="button" onClick={onRetry}>
        Try Again
      </Button>
    </ErrorCard>
  );
}

export { Row };
