import { Button } from 'antd';
import { usePlayableMediaUrl, downloadMedia } from '../../workspace/model/mediaUrl.ts';
import { toast } from '../../../lib/ui/notify.ts';

/** The composed video (its stored link signed for the player) and its download, signed at the click. */
export function ComposedVideo({
  videoUrl,
  fileName,
  downloadLabel,
  failedText,
}: {
  videoUrl: string;
  fileName: string;
  downloadLabel: string;
  failedText: string;
}) {
  const { src, onError } = usePlayableMediaUrl(videoUrl);
  return (
    <>
      {src && <video src={src} onError={onError} controls className="ppt-result-video" data-testid="ppt-video" />}
      <div>
        <Button onClick={() => void downloadMedia(videoUrl, fileName).catch(() => toast.error(failedText))} data-testid="ppt-download">
          {downloadLabel}
        </Button>
      </div>
    </>
  );
}
