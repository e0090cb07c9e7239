import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DUBBING_TEXT_MIN_CHARS, PHOTO_LINES_MAX, PHOTO_ROLES_MAX, type PhotoChat, type PhotoRole } from '@orator/shared';
import { Button, Card, Input, Segmented, Select, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { VoicePicker } from '../../kit/voice/VoicePicker.tsx';
import { WIZARD_PHOTO_NAMESPACE } from './i18n/register.ts';
import { photoApi } from './photoApi.ts';

/** A line as the wizard edits it: its text, or its uploaded audio (with the file name to show). */
export interface EditedLine extends PhotoChat {
  key: string;
  mode: 'text' | 'audio';
  audioName?: string;
}

let lineSeq = 0;
export const newLine = (roleId: string): EditedLine => ({ key: `l${++lineSeq}`, roleId, mode: 'text', text: '' });

/** Step 2 (spec §3 Photo project chats and roles): several lines, each spoken by a role with its voice, from text or audio. */
export function LinesStep({
  roles,
  lines,
  onRoles,
  onLines,
}: {
  roles: PhotoRole[];
  lines: EditedLine[];
  onRoles(roles: PhotoRole[]): void;
  onLines(lines: EditedLine[]): void;
}) {
  const { t } = useTranslation(WIZARD_PHOTO_NAMESPACE);
  const setRole = (id: string, change: Partial<PhotoRole>) => onRoles(roles.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const setLine = (key: string, change: Partial<EditedLine>) => onLines(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const text = lines.map((l) => l.text ?? '').join(' ');

  const uploadAudio = async (key: string, file: File) => {
    const audio = await photoApi.audio(file);
    setLine(key, { audioUrl: audio.url, audioMs: audio.durationMs, audioName: audio.name });
  };

  return (
    <div className="photo-lines" data-testid="lines-step">
      <Card size="small" title={t('lines.roles')}>
        {roles.map((role, index) => (
          <div className="photo-role" key={role.id} data-testid="photo-role">
            <Input
              value={role.name}
              placeholder={t('lines.roleName')}
              onChange={(event) => setRole(role.id, { name: event.target.value })}
              style={{ maxWidth: 200 }}
              aria-label={t('lines.roleName')}
            />
            <VoicePicker
              voiceId={role.voiceId || undefined}
              text={text}
              onChange={(voiceId) => setRole(role.id, { voiceId: voiceId ?? '' })}
              allowDefault={false}
            />
            {index > 0 && (
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('lines.remove')}
                onClick={() => {
                  onRoles(roles.filter((r) => r.id !== role.id));
                  onLines(lines.map((l) => (l.roleId === role.id ? { ...l, roleId: roles[0]!.id } : l)));
                }}
              />
            )}
          </div>
        ))}
        {roles.length < PHOTO_ROLES_MAX && (
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              onRoles([
                ...roles,
                { id: `r${Date.now()}`, name: t('lines.defaultRole', { n: roles.length + 1 }), voiceId: roles[0]?.voiceId ?? '' },
              ])
            }
            data-testid="add-role"
          >
            {t('lines.addRole')}
          </Button>
        )}
      </Card>
      <Card size="small" title={t('lines.lines')}>
        {lines.map((line, index) => (
          <div className="photo-line" key={line.key} data-testid="photo-line">
            <Space wrap>
              <Typography.Text strong>{t('lines.line', { n: index + 1 })}</Typography.Text>
              <Select
                value={line.roleId}
                onChange={(roleId) => setLine(line.key, { roleId })}
                options={roles.map((r) => ({ value: r.id, label: r.name || r.id }))}
                style={{ minWidth: 140 }}
                aria-label={t('lines.role')}
              />
              <Segmented
                value={line.mode}
                onChange={(mode) => setLine(line.key, { mode: mode as EditedLine['mode'] })}
                options={[
                  { value: 'text', label: t('lines.mode.text') },
                  { value: 'audio', label: t('lines.mode.audio') },
                ]}
              />
              {lines.length > 1 && (
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('lines.remove')}
                  onClick={() => onLines(lines.filter((l) => l.key !== line.key))}
                />
              )}
            </Space>
            {line.mode === 'text' ? (
              <Input.TextArea
                value={line.text ?? ''}
                onChange={(event) => setLine(line.key, { text: event.target.value })}
                placeholder={t('lines.textPlaceholder', { min: DUBBING_TEXT_MIN_CHARS })}
                autoSize={{ minRows: 2, maxRows: 6 }}
                data-testid="line-text"
              />
            ) : (
              <Space>
                <Upload
                  accept="audio/mpeg,audio/wav,.mp3,.wav"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void uploadAudio(line.key, file).catch(() => undefined);
                    return Upload.LIST_IGNORE;
                  }}
                >
                  <Button icon={<UploadOutlined />}>{t('lines.uploadAudio')}</Button>
                </Upload>
                {line.audioUrl && (
                  <Typography.Text data-testid="line-audio">
                    {t('lines.audioLength', { name: line.audioName ?? '', seconds: ((line.audioMs ?? 0) / 1000).toFixed(1) })}
                  </Typography.Text>
                )}
              </Space>
            )}
          </div>
        ))}
        {lines.length < PHOTO_LINES_MAX && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => onLines([...lines, newLine(lines.at(-1)?.roleId ?? roles[0]!.id)])}
            data-testid="add-line"
          >
            {t('lines.addLine')}
          </Button>
        )}
      </Card>
    </div>
  );
}

/** The lines as the server takes them: a text line sends its text, an audio line its audio. */
export function chatsOf(lines: readonly EditedLine[]): PhotoChat[] {
  return lines.map((line) =>
    line.mode === 'audio'
      ? { roleId: line.roleId, audioUrl: line.audioUrl, audioMs: line.audioMs }
      : { roleId: line.roleId, text: line.text ?? '' },
  );
}
