import { photoMessages, type ProgressPhoto } from '@repwise/contracts/progress';
import { tourTarget } from '@repwise/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  DialogActions,
  LoadingState,
  Muted,
  Spinner,
} from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { deletePhoto } from '../../../shared/api/progress-api';
import { readFailure } from '../../../shared/api/read-failure';
import { usePhotos } from '../../../shared/api/use-progress-data';
import { LoadFailed } from '../../../shared/components/load-state';
import { formatBytes, formatDate } from '../../../shared/format';
import { useAreaServices } from '../../../shared/progress-context';
import { PhotoUploader } from './photo-uploader';
import { usePhotoUrl } from './use-photo-url';
import { SectionTitle } from '../../../shared/components/section-title';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Frame = styled.div<{ $large?: boolean }>`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: ${({ $large }) => ($large ? 'auto' : '1')};
  min-height: ${({ $large }) => ($large ? '240px' : '0')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    max-height: ${({ $large }) => ($large ? '70vh' : 'none')};
    object-fit: ${({ $large }) => ($large ? 'contain' : 'cover')};
  }
`;

function PhotoImage({ photo, isLarge = false }: { photo: ProgressPhoto; isLarge?: boolean }) {
  const url = usePhotoUrl(photo);
  return (
    <Frame $large={isLarge}>
      {url === 'error' ? (
        <Muted>Photo unavailable</Muted>
      ) : url === null ? (
        <Spinner $sizePx={20} />
      ) : (
        <img src={url} alt={`Progress photo ${photo.filename}, ${formatDate(photo.uploadedAt)}`} />
      )}
    </Frame>
  );
}

/** Photos tab: the uploader, then the gallery with a viewer and a delete confirmation (spec 02 §2, §8). */
export function PhotosPanel() {
  const { request, notify } = useAreaServices();
  const { data: photos, error, mutate } = usePhotos();
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<ProgressPhoto | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const viewed = viewing === null ? null : (photos?.[viewing] ?? null);

  const confirmDelete = async () => {
    if (!confirming) return;
    setIsDeleting(true);
    try {
      await deletePhoto(request, confirming.id);
      await mutate();
      setViewing(null);
      notify({ title: 'Photo deleted', variant: 'success', durationMs: 3000 });
    } catch (failure) {
      notify({
        title: 'Error',
        description: readFailure(failure, photoMessages.deleteFailed).message,
        variant: 'destructive',
      });
    } finally {
      setIsDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }} {...tourTarget('progress-photos')}>
      <PhotoUploader onUploaded={() => mutate()} />
      <Card as="section" aria-labelledby="gallery-title">
        <SectionTitle id="gallery-title">Your Photos</SectionTitle>
        {error && !photos ? (
          <LoadFailed message={photoMessages.loadFailed} onRetry={() => void mutate()} />
        ) : !photos ? (
          <LoadingState text="Loading photos…" isCompact />
        ) : photos.length === 0 ? (
          <Muted>No progress photos yet. Upload your first one above to compare over time.</Muted>
        ) : (
          <Grid aria-label="Progress photos">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <Thumb
                  type="button"
                  onClick={() => setViewing(index)}
                  aria-label={`View ${photo.filename}`}
                >
                  <PhotoImage photo={photo} />
                  <Muted>{formatDate(photo.uploadedAt)}</Muted>
                </Thumb>
              </li>
            ))}
          </Grid>
        )}
      </Card>
      {viewed && photos && viewing !== null && !confirming && (
        <Dialog
          title={viewed.filename}
          description={`${formatDate(viewed.uploadedAt)} · ${formatBytes(viewed.size)}`}
          onClose={() => setViewing(null)}
          isWide
        >
          <PhotoImage photo={viewed} isLarge />
          <DialogActions style={{ justifyContent: 'space-between' }}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Button
                type="button"
                $variant="secondary"
                disabled={viewing === 0}
                onClick={() => setViewing(viewing - 1)}
              >
                Previous
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={viewing === photos.length - 1}
                onClick={() => setViewing(viewing + 1)}
              >
                Next
              </Button>
            </div>
            <div style={{ display: 'flex', gap: 8 }}>
              <Button type="button" $variant="danger" onClick={() => setConfirming(viewed)}>
                Delete Photo
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setViewing(null)}>
                Close
              </Button>
            </div>
          </DialogActions>
        </Dialog>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete photo?"
          message={photoMessages.deleteConfirmation}
          confirmLabel="Delete"
          isBusy={isDeleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </div>
  );
}
