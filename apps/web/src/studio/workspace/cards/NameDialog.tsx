import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validProjectName } from '../model/projectActions.ts';

/** Asks for a name that must not be empty (product-rules#accounts-fields): rename, save as template. */
export function NameDialog({
  open,
  title,
  label,
  initial,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('workspace');
  const { t: common } = useTranslation();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValue(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const name = validProjectName(value);

  const submit = async () => {
    setTouched(true);
    if (!name) return;
    setBusy(true);
    try {
      await onSubmit(name);
      onClose();
    } catch {
      // The HTTP client already showed why; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={common('common.save')}
      cancelText={common('common.cancel')}
      okButtonProps={{ 'data-testid': 'name-dialog-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={label}
          validateStatus={touched && !name ? 'error' : ''}
          help={touched && !name ? t('project.nameRequired') : undefined}
        >
          <Input
            autoFocus
            value={value}
            maxLength={200}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setTouched(true)}
            data-testid="name-dialog-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
