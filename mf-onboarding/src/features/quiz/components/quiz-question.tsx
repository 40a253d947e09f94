import {
  findQuizAnswerError,
  quizRequiredMessage,
  quizScaleBounds,
  type QuizQuestionView,
  type QuizSubmitResponseItem,
} from '@repwise/contracts/quiz';
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  ChoiceFieldset,
  Hint,
  Input,
  OptionLabel,
  QuestionError,
  RequiredMark,
  buildErrorDomId,
  buildQuestionDomId,
} from '../../../components/question-parts';

type Answer = QuizSubmitResponseItem['answer'];

/** What every quiz question renderer receives; `undefined` clears the recorded answer. */
interface QuizQuestionProps {
  question: QuizQuestionView;
  answer: Answer | undefined;
  onChange: (answer: Answer | undefined) => void;
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  label {
    font-weight: 600;
  }
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 5rem;
  resize: vertical;
`;

const ScaleRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    grid-column: 1 / -1;
    justify-self: center;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function QuestionText({ question, htmlFor }: { question: QuizQuestionView; htmlFor?: string }) {
  return (
    <label htmlFor={htmlFor}>
      {question.question}
      <RequiredMark isRequired={question.required} />
    </label>
  );
}

function ChoiceQuestion({ question, answer, onChange }: QuizQuestionProps) {
  const [error, setError] = useState<string | null>(null);
  const isMultiple = question.type === 'multiple-choice';
  const selected: readonly string[] = Array.isArray(answer) ? answer : [];
  const isChecked = (value: string) =>
    question.type === 'boolean'
      ? answer === (value === 'yes')
      : isMultiple
        ? selected.includes(value)
        : answer === value;

  function pick(value: string, checked: boolean) {
    if (question.type === 'boolean') return onChange(value === 'yes');
    if (!isMultiple) return onChange(value);
    const next = checked ? [...selected, value] : selected.filter((entry) => entry !== value);
    setError(next.length === 0 && question.required ? quizRequiredMessage : null);
    onChange(next.length === 0 ? undefined : next);
  }

  return (
    <ChoiceFieldset
      question={{ id: question.id, label: question.question, isRequired: question.required }}
      error={error}
      after={question.description && <Hint>{question.description}</Hint>}
    >
      {(question.options ?? []).map((option) => (
        <OptionLabel key={option.value}>
          <input
            type={isMultiple ? 'checkbox' : 'radio'}
            name={question.id}
            value={option.value}
            checked={isChecked(option.value)}
            onChange={(event) => pick(option.value, event.target.checked)}
          />
          {option.label}
        </OptionLabel>
      ))}
    </ChoiceFieldset>
  );
}

function ScaleQuestion({ question, answer, onChange }: QuizQuestionProps) {
  const inputId = useId();
  const value = typeof answer === 'number' ? answer : quizScaleBounds.defaultValue;
  return (
    <Field id={buildQuestionDomId(question.id)}>
      <QuestionText question={question} htmlFor={inputId} />
      {question.description && <Hint>{question.description}</Hint>}
      <ScaleRow>
        <span aria-hidden="true">Very Low</span>
        <input
          id={inputId}
          type="range"
          min={quizScaleBounds.min}
          max={quizScaleBounds.max}
          step={1}
          value={value}
          aria-valuetext={`${value} of ${quizScaleBounds.max}`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <span aria-hidden="true">Very High</span>
        <output htmlFor={inputId}>{value}</output>
      </ScaleRow>
    </Field>
  );
}

/** Number and text: a typed draft; only an answer the rules accept is recorded (spec 02 §5). */
function EntryQuestion({ question, answer, onChange }: QuizQuestionProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(answer === undefined ? '' : String(answer));
  const [error, setError] = useState<string | null>(null);
  const isNumber = question.type === 'number';

  function change(text: string) {
    setDraft(text);
    const value = isNumber && text.trim() !== '' ? Number(text) : text;
    const message = findQuizAnswerError(question, text.trim() === '' ? undefined : value);
    setError(message);
    onChange(message === null && text.trim() !== '' ? value : undefined);
  }

  const common = {
    id: inputId,
    value: draft,
    required: question.required,
    $invalid: Boolean(error),
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? buildErrorDomId(question.id) : undefined,
  };
  return (
    <Field id={buildQuestionDomId(question.id)}>
      <QuestionText question={question} htmlFor={inputId} />
      {question.description && <Hint>{question.description}</Hint>}
      {isNumber ? (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <TextArea {...common} onChange={(event) => change(event.target.value)} />
      )}
      <QuestionError questionId={question.id} error={error} />
    </Field>
  );
}

/** One assessment question with the control for its type. */
export function QuizQuestion(props: QuizQuestionProps) {
  switch (props.question.type) {
    case 'single-choice':
    case 'multiple-choice':
    case 'boolean':
      return <ChoiceQuestion {...props} />;
    case 'scale':
      return <ScaleQuestion {...props} />;
    case 'number':
    case 'text':
      return <EntryQuestion {...props} />;
  }
}
