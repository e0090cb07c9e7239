import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import { cancelSliderCheck, useSliderStore } from './sliderStore.ts';

/** Mounted once; shows the puzzle whenever some flow calls askSliderToken(). */
export function SliderModal() {
  const { t } = useTranslation();
  const pending = useSliderStore((state) => state.pending);
  return (
    <Modal
      open={pending !== null}
      title={t('slider.title')}
      footer={null}
      onCancel={cancelSliderCheck}
      width={380}
      destroyOnHidden
      centered
      zIndex={2100}
    >
      {pending && <SliderCaptcha onVerified={(token) => pending.resolve(token)} />}
    </Modal>
  );
}
