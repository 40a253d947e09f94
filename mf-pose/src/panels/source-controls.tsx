// A tracking panel's controls: live camera or recorded video, then Start/Stop camera, or the file
// picker with Analyse video.
import { Button } from '@repwise/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Row } from './panel-parts';

export type VideoSource = 'camera' | 'file';

const Segmented = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface SourceControlsProps {
  source: VideoSource;
  onSourceChange: (source: VideoSource) => void;
  isCameraOn: boolean;
  onCameraToggle: () => void;
  hasFile: boolean;
  isAnalysing: boolean;
  onFileChosen: (file: File) => void;
  onAnalyseToggle: () => void;
}

export function SourceControls({
  source,
  onSourceChange,
  isCameraOn,
  onCameraToggle,
  hasFile,
  isAnalysing,
  onFileChosen,
  onAnalyseToggle,
}: SourceControlsProps) {
  const fileInputId = useId();
  const isCamera = source === 'camera';
  return (
    <Row>
      <Segmented role="radiogroup" aria-label="Video source">
        <Button
          type="button"
          role="radio"
          aria-checked={isCamera}
          $variant={isCamera ? 'primary' : 'secondary'}
          $size="sm"
          onClick={() => onSourceChange('camera')}
        >
          Live camera
        </Button>
        <Button
          type="button"
          role="radio"
          aria-checked={!isCamera}
          $variant={!isCamera ? 'primary' : 'secondary'}
          $size="sm"
          onClick={() => onSourceChange('file')}
        >
          Recorded video
        </Button>
      </Segmented>
      {isCamera ? (
        <Button
          type="button"
          $variant={isCameraOn ? 'secondary' : 'primary'}
          $size="sm"
          onClick={onCameraToggle}
        >
          {isCameraOn ? 'Stop camera' : 'Start camera'}
        </Button>
      ) : (
        <>
          <label htmlFor={fileInputId}>Video of your set</label>
          <input
            id={fileInputId}
            type="file"
            accept="video/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFileChosen(file);
            }}
          />
          <Button type="button" $size="sm" disabled={!hasFile} onClick={onAnalyseToggle}>
            {isAnalysing ? 'Stop analysis' : 'Analyse video'}
          </Button>
        </>
      )}
    </Row>
  );
}
