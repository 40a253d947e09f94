import { chatMessageMaxLength } from '@repwise/contracts/coach';
import { Button } from '@repwise/ui';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import styled, { useTheme } from 'styled-components';
import type { PickedAttachment } from '../hooks/use-coach-chat';

/** Tallest the input grows before it scrolls (spec 02 §9). */
export const composerMaxHeightPx = 120;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const TextArea = styled.textarea`
  flex: 1;
  /* A textarea is ~20 columns wide by default: let it shrink so the row fits a 360 px phone. */
  min-width: 0;
  min-height: 44px;
  max-height: ${composerMaxHeightPx}px;
  resize: none;
  font: inherit;
  line-height: 1.4;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const AttachLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-size: 1.25rem;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Pending = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
`;

const PendingItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PaperclipIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </svg>
  );
}

function toAttachment(file: File): PickedAttachment | null {
  const kind = file.type.startsWith('image/')
    ? 'image'
    : file.type.startsWith('video/')
      ? 'video'
      : null;
  if (!kind) return null;
  const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  return { name: file.name, kind, previewUrl };
}

/** The input's hint text; a phone's input (about 150 px inside) shows the short one whole. */
export const composerPlaceholder = {
  wide: 'Ask your coach about workouts, form, nutrition…',
  narrow: 'Ask your coach…',
} as const;

/** Whether the viewport matches `query`, following its changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The message input (spec 02 §5): grows to 120 px, Enter sends, Shift+Enter adds a line, an empty
 * or disabled input never sends; image and video attachments are accepted and shown, not sent.
 */
export function ChatComposer({
  isDisabled,
  onSend,
}: {
  isDisabled: boolean;
  onSend: (text: string, attachments: PickedAttachment[]) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<PickedAttachment[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const canSend = !isDisabled && text.trim().length > 0;
  const theme = useTheme();
  // The long hint wrapped to three lines in a phone's one-line input and showed cut in half.
  const isNarrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm - 1}px)`);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, composerMaxHeightPx)}px`;
  }, [text]);

  async function submit() {
    if (!canSend) return;
    const sent = await onSend(text, attachments);
    if (!sent) return;
    setText('');
    setAttachments([]);
    input.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])]
      .map(toAttachment)
      .filter((file) => file !== null);
    setAttachments((current) => [...current, ...picked]);
    event.target.value = '';
  }

  return (
    <Form
      aria-label="Message the AI coach"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {attachments.length > 0 && (
        <Pending aria-label="Attachments">
          {attachments.map((attachment, index) => (
            <PendingItem key={`${attachment.name}-${index}`}>
              {attachment.kind === 'image' ? 'Image' : 'Video'}: {attachment.name}
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                aria-label={`Remove ${attachment.name}`}
                onClick={() =>
                  setAttachments((current) => current.filter((_, other) => other !== index))
                }
              >
                ×
              </Button>
            </PendingItem>
          ))}
        </Pending>
      )}
      <Row>
        <AttachLabel title="Attach an image or video">
          <PaperclipIcon />
          <HiddenInput
            type="file"
            accept="image/*,video/*"
            multiple
            aria-label="Attach image or video"
            onChange={handleFiles}
            disabled={isDisabled}
          />
        </AttachLabel>
        <TextArea
          ref={input}
          rows={1}
          value={text}
          maxLength={chatMessageMaxLength}
          placeholder={isNarrow ? composerPlaceholder.narrow : composerPlaceholder.wide}
          aria-label="Message"
          aria-describedby={hintId}
          disabled={isDisabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </Row>
      <Hint id={hintId}>
        Enter to send, Shift+Enter for a new line. Attachments stay on your device.
      </Hint>
    </Form>
  );
}
