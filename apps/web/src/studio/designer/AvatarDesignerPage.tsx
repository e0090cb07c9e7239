import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { shuffledAvatarParams } from '@orator/scene';
import { designOf, makePlausible, type AvatarParams } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Result, Segmented, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { userAvatarsApi } from '../shared/avatar/userAvatarsApi.ts';
import { toast } from '../../lib/ui/notify.ts';
import { DesignControls } from './DesignControls.tsx';
import { DesignPreview } from './DesignPreview.tsx';
import { DESIGNER_NAMESPACE } from './i18n/register.ts';
import { avatarDesignPath } from '../../lib/routing/paths/designer.ts';
import './designer.css';

const randomSeed = (): number => Math.floor(Math.random() * 0xffffffff);

/**
 * The avatar designer (issue 12 "custom avatar design"): grouped controls over the catalogue's
 * parameters, a shuffle drawn by the catalogue's own rules, a live talking preview from the scene
 * renderer, and Save to My avatars (a new designed avatar, or the one being edited).
 */
export default function AvatarDesignerPage() {
  const { t } = useTranslation(DESIGNER_NAMESPACE);
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({
    queryKey: ['user-avatars', 'one', id],
    queryFn: () => userAvatarsApi.get(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const [params, setParams] = useState<AvatarParams>(() => shuffledAvatarParams(randomSeed()));
  const [name, setName] = useState('');
  const [framing, setFraming] = useState<'half' | 'head'>('half');
  const [saving, setSaving] = useState(false);

  const loaded = existing.data;
  useEffect(() => {
    if (!loaded) return;
    const design = designOf(loaded.details);
    if (design) setParams(design);
    setName(loaded.name);
  }, [loaded]);

  if (id !== undefined && existing.isPending) return <Spin className="designer-loading" />;
  if (id !== undefined && (existing.isError || (loaded && (loaded.kind !== 'designed' || !designOf(loaded.details))))) {
    return <Result status="404" title={t('notFound')} />;
  }

  const change = (patch: Partial<AvatarParams>) => setParams((current) => makePlausible({ ...current, ...patch }));
  const save = async () => {
    setSaving(true);
    try {
      const finalName = name.trim() || t('defaultName');
      const saved = id ? await userAvatarsApi.redesign(id, finalName, params) : await userAvatarsApi.design(finalName, params);
      await client.invalidateQueries({ queryKey: ['user-avatars'] });
      toast.success(t('saved'));
      if (!id) void navigate(avatarDesignPath(saved.id), { replace: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="designer-page" data-testid="avatar-designer">
      <header className="designer-head">
        <div>
          <h1>{id ? t('editTitle') : t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>
      <div className="designer-body">
        <div className="designer-stage">
          <DesignPreview params={params} framing={framing} label={t('previewNote')} />
          <p className="designer-note">{t('previewNote')}</p>
          <Segmented
            block
            value={framing}
            onChange={(value) => setFraming(value as 'half' | 'head')}
            options={(['half', 'head'] as const).map((value) => ({ value, label: t(`values.framings.${value}`) }))}
            data-testid="design-framing"
          />
          <label className="designer-name">
            <span>{t('name')}</span>
            <Input
              value={name}
              maxLength={50}
              placeholder={t('namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
              data-testid="design-name"
            />
          </label>
          <div className="designer-actions">
            <Button icon={<ReloadOutlined />} onClick={() => setParams(shuffledAvatarParams(randomSeed()))} data-testid="design-shuffle">
              {t('shuffle')}
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="design-save">
              {t('save')}
            </Button>
          </div>
        </div>
        <DesignControls params={params} onChange={change} />
      </div>
    </div>
  );
}
