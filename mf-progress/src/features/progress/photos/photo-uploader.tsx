import { photoMessages } from '@repwise/contracts/progress';
import { Button, Card, FormError, Muted, ProgressBar } from '@repwise/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { readFailure } from '../../../shared/api/read-failure';
import { uploadPhotos } from '../../../shared/api/upload-photos';
import { formatBytes } from '../../../shared/format';
import { useAreaServices } from '../../../shared/progress-context';
import { checkSelectedPhotos } from './check-selected-photos';
import { SectionTitle } from '../../../shared/components/section-title';

const DropZone = styled.label<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)};
  border: 2px dashed
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Previews = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface Chosen {
  file: File;
  previewUrl: string;
}

/** Photo upload (spec 02 §4): select (or drop), preview, upload with progress, clear. */
export function PhotoUploader({ onUploaded }: { onUploaded: () => Promise<unknown> }) {
  const { getAccessToken, notify } = useAreaServices();
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const latestChosen = useRef(chosen);
  latestChosen.current = chosen;
  useEffect(() => () => latestChosen.current.forEach((c) => URL.revokeObjectURL(c.previewUrl)), []);

  const add = async (files: File[]) => {
    const selection = await checkSelectedPhotos(files, chosen.length);
    setProblems(selection.problems);
    setChosen((previous) => [
      ...previous,
      ...selection.accepted.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })),
    ]);
    if (inputRef.current) inputRef.current.value = '';
  };
  const remove = (index: number) =>
    setChosen((previous) => {
      const removed = previous[index];
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return previous.filter((_, i) => i !== index);
    });
  const clear = () => {
    chosen.forEach((c) => URL.revokeObjectURL(c.previewUrl));
    setChosen([]);
    setProblems([]);
  };
  const upload = async () => {
    setProgress(0);
    try {
      const stored = await uploadPhotos(
        chosen.map((c) => c.file),
        { getAccessToken, onProgress: setProgress },
      );
      clear();
      await onUploaded();
      notify({
        title: 'Photos uploaded',
        description: `${stored.length} photo${stored.length === 1 ? '' : 's'} uploaded successfully`,
        variant: 'success',
        durationMs: 3000,
      });
    } catch (error) {
      const failure = readFailure(error, photoMessages.uploadFailed);
      setProblems([failure.message]);
      notify({
        title: photoMessages.uploadFailedTitle,
        description: failure.message,
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  };

  const isUploading = progress !== null;
  return (
    <Card as="section" aria-labelledby={`${inputId}-title`} style={{ display: 'grid', gap: 16 }}>
      <SectionTitle id={`${inputId}-title`} style={{ margin: 0 }}>
        Upload Progress Photos
      </SectionTitle>
      <DropZone
        htmlFor={inputId}
        $active={isDragging}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          void add([...event.dataTransfer.files]);
        }}
      >
        <strong>Choose photos or drop them here</strong>
        <Muted>
          JPEG, PNG or WebP · up to 5MB each · at most 5 at a time. Location data is removed.
        </Muted>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={isUploading}
          aria-label="Choose progress photos"
          onChange={(event) => void add([...(event.target.files ?? [])])}
        />
      </DropZone>
      {problems.length > 0 && (
        <FormError>
          {problems.map((problem) => (
            <span key={problem} style={{ display: 'block' }}>
              {problem}
            </span>
          ))}
        </FormError>
      )}
      {chosen.length > 0 && (
        <Previews aria-label="Selected photos">
          {chosen.map((c, index) => (
            <li key={c.previewUrl}>
              <img src={c.previewUrl} alt={`Preview of ${c.file.name}`} />
              <Muted style={{ overflowWrap: 'anywhere' }}>
                {c.file.name} · {formatBytes(c.file.size)}
              </Muted>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                onClick={() => remove(index)}
                disabled={isUploading}
                aria-label={`Remove ${c.file.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </Previews>
      )}
      {isUploading && (
        <div>
          <Muted>Uploading… {Math.round(progress * 100)}%</Muted>
          <ProgressBar label="Upload progress" percent={Math.round(progress * 100)} />
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          type="button"
          onClick={() => void upload()}
          disabled={chosen.length === 0 || isUploading}
          aria-busy={isUploading}
        >
          {chosen.length > 1 ? `Upload ${chosen.length} Photos` : 'Upload Photo'}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={clear}
          disabled={(chosen.length === 0 && problems.length === 0) || isUploading}
        >
          Clear
        </Button>
      </div>
    </Card>
  );
}
