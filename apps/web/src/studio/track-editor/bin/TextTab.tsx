import { AudioOutlined, FontSizeOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { clipFromText, type TextKind } from '../model/binItems.ts';
import { newId } from '../state/ids.ts';
import { useTrackEditor } from '../state/trackStore.ts';
import { BinTile } from './BinTile.tsx';

const KINDS: { kind: TextKind; icon: React.ReactNode }[] = [
  { kind: 'text', icon: <FontSizeOutlined /> },
  { kind: 'subtitle', icon: <MessageOutlined /> },
  { kind: 'dubbing', icon: <AudioOutlined /> },
];

/** Text on the picture, subtitle lines and spoken dubbing lines; the text is edited in the inspector. */
export function TextTab() {
  const { t } = useTranslation('trackEditor');
  const ratio = useTrackEditor((s) => s.meta?.ratio ?? 0);
  return (
    <div className="te-bin-tab" data-testid="bin-text">
      {KINDS.map(({ kind, icon }) => (
        <BinTile
          key={kind}
          wide
          name={t(`bin.text.${kind}`)}
          meta={t(`bin.text.${kind}Hint`)}
          art={icon}
          testId={`bin-text-${kind}`}
          resolve={async () => clipFromText(kind, t(`bin.text.${kind}Sample`), t(`bin.text.${kind}`), newId(), ratio)}
        />
      ))}
    </div>
  );
}
