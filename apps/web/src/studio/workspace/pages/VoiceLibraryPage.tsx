import { useTranslation } from 'react-i18next';
import '../i18n/register.ts';
import { VoiceLibrary } from '../people/VoiceLibrary.tsx';
import '../workspace.css';

export default function VoiceLibraryPage() {
  const { t } = useTranslation('workspace');
  return (
    <div className="ws-page" data-testid="voice-library-page">
      <div className="ws-hero">
        <div>
          <h1>{t('voices.title')}</h1>
          <p>{t('voices.intro')}</p>
        </div>
      </div>
      <VoiceLibrary />
    </div>
  );
}
