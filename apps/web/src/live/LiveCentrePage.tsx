import { messageFor } from '@orator/shared';
import {
  LIVE_TYPES,
  liveTypeAvailable,
  PRODUCT_CATEGORIES,
  ROOM_RATIOS,
  ROOM_TYPES,
  SCENE_TYPES,
  MAX_MATERIALS_PER_ADD,
  normaliseLiveName,
} from '@orator/shared/live';
import type { LiveMaterial, LiveType, LiveRoomCreateBody, LiveRoomSummary, ProductCategory } from '@orator/shared/live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Modal, Pagination, Popconfirm, Select, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguageStore } from '../lib/i18n/index.ts';
import { toast } from '../lib/ui/notify.ts';
import { LIVE_NAMESPACE } from './i18n/register.ts';
import { liveApi } from './liveApi.ts';
import { liveRoomPath } from '../lib/routing/paths/live.ts';
import './live.css';

const PAGE_SIZE = 10;
/** i18next reads dots as key paths, so '2.5d' has a dotless key. */
const liveTypeKey = (type: LiveType) => (type === '2.5d' ? 'twoPointFiveD' : 'threeD');

/** Live centre (spec §2): the room list and product management. */
export default function LiveCentrePage() {
  const { t } = useTranslation(LIVE_NAMESPACE);
  return (
    <div className="live-page">
      <h1>{t('title')}</h1>
      <Tabs
        items={[
          { key: 'rooms', label: t('tabs.rooms'), children: <RoomList /> },
          { key: 'products', label: t('tabs.products'), children: <ProductList /> },
        ]}
      />
    </div>
  );
}

function RoomList() {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<LiveRoomSummary | null>(null);
  const [newName, setNewName] = useState('');
  const rooms = useQuery({ queryKey: ['live', 'rooms', page], queryFn: () => liveApi.rooms(page, PAGE_SIZE) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['live', 'rooms'] });

  const create = async (values: LiveRoomCreateBody) => {
    if (!normaliseLiveName(values.name)) return toast.error(messageFor('nameRequired', language));
    const room = await liveApi.createRoom(values);
    setCreating(false);
    void refresh();
    void navigate(liveRoomPath(room.id));
  };
  const rename = async () => {
    if (!renaming) return;
    if (!normaliseLiveName(newName)) return toast.error(messageFor('nameRequired', language));
    await liveApi.updateRoom(renaming.id, { name: newName });
    setRenaming(null);
    void refresh();
  };

  return (
    <div>
      <Button type="primary" onClick={() => setCreating(true)} data-testid="live-create-room">
        {t('rooms.create')}
      </Button>
      {rooms.data && rooms.data.items.length === 0 && <Empty description={t('rooms.empty')} />}
      <ul className="live-list">
        {rooms.data?.items.map((room) => (
          <li key={room.id} className="live-list-item" data-testid="live-room-item">
            <span className="live-list-name">{room.name}</span>
            <Tag>{t(`ratio.${room.ratio}`)}</Tag>
            <Tag>{t(`roomType.${room.roomType}`)}</Tag>
            <Tag>{t(`liveType.${liveTypeKey(room.liveType)}`)}</Tag>
            <Tag color={room.streaming ? 'red' : 'default'}>{room.streaming ? t('rooms.streaming') : t('rooms.idle')}</Tag>
            <Space>
              <Button size="small" type="primary" onClick={() => void navigate(liveRoomPath(room.id))}>
                {t('rooms.open')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setRenaming(room);
                  setNewName(room.name);
                }}
              >
                {t('rooms.rename')}
              </Button>
              <Button size="small" onClick={() => void liveApi.copyRoom(room.id).then(refresh)}>
                {t('rooms.copy')}
              </Button>
              <Popconfirm title={t('rooms.confirmDelete')} onConfirm={() => liveApi.deleteRoom(room.id).then(refresh)}>
                <Button size="small" danger>
                  {t('rooms.delete')}
                </Button>
              </Popconfirm>
            </Space>
          </li>
        ))}
      </ul>
      {rooms.data && rooms.data.total > PAGE_SIZE && (
        <Pagination current={page} pageSize={PAGE_SIZE} total={rooms.data.total} onChange={setPage} showSizeChanger={false} />
      )}
      <Modal open={creating} title={t('rooms.create')} onCancel={() => setCreating(false)} footer={null} destroyOnHidden>
        <Form<LiveRoomCreateBody>
          layout="vertical"
          initialValues={{ ratio: 'portrait', roomType: 'digital', sceneType: 'studio', liveType: '2.5d' }}
          onFinish={(values) => void create(values)}
        >
          <Form.Item
            name="name"
            label={t('rooms.name')}
            rules={[{ required: true, whitespace: true, message: messageFor('nameRequired', language) }]}
          >
            <Input maxLength={50} data-testid="live-room-name" />
          </Form.Item>
          <Form.Item name="ratio" label={t('rooms.ratio')}>
            <Select options={ROOM_RATIOS.map((value) => ({ value, label: t(`ratio.${value}`) }))} />
          </Form.Item>
          <Form.Item name="roomType" label={t('rooms.roomType')}>
            <Select options={ROOM_TYPES.map((value) => ({ value, label: t(`roomType.${value}`) }))} />
          </Form.Item>
          <Form.Item name="sceneType" label={t('rooms.sceneType')}>
            <Select options={SCENE_TYPES.map((value) => ({ value, label: t(`sceneType.${value}`) }))} />
          </Form.Item>
          <Form.Item name="liveType" label={t('rooms.liveType')}>
            <Select
              data-testid="live-room-type"
              options={LIVE_TYPES.map((value) => ({
                value,
                label: liveTypeAvailable(value) ? t(`liveType.${liveTypeKey(value)}`) : `${t(`liveType.${liveTypeKey(value)}`)} (${messageFor('liveTypeUnavailable', language)})`,
                disabled: !liveTypeAvailable(value),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="live-room-submit">
            {t('rooms.create')}
          </Button>
        </Form>
      </Modal>
      <Modal open={renaming !== null} title={t('rooms.rename')} onCancel={() => setRenaming(null)} onOk={() => void rename()}>
        <Input value={newName} maxLength={50} onChange={(event) => setNewName(event.target.value)} />
      </Modal>
    </div>
  );
}

interface ProductForm {
  name: string;
  category: ProductCategory;
  description?: string;
  materials?: string;
}

function ProductList() {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const products = useQuery({ queryKey: ['live', 'products', page], queryFn: () => liveApi.products(page, PAGE_SIZE) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['live', 'products'] });

  const create = async (values: ProductForm) => {
    const materials: LiveMaterial[] = (values.materials ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((url) => ({ kind: /\.(mp4|mov|webm)(\?|$)/i.test(url) ? 'video' : 'image', url }));
    if (materials.length > MAX_MATERIALS_PER_ADD) return toast.error(messageFor('liveMaterialsTooMany', language));
    await liveApi.createProduct({ name: values.name, category: values.category, description: values.description ?? '', materials });
    setCreating(false);
    void refresh();
  };

  return (
    <div>
      <Button type="primary" onClick={() => setCreating(true)} data-testid="live-create-product">
        {t('products.create')}
      </Button>
      {products.data && products.data.items.length === 0 && <Empty description={t('products.empty')} />}
      <ul className="live-list">
        {products.data?.items.map((product) => (
          <li key={product.id} className="live-list-item" data-testid="live-product-item">
            <span className="live-list-name">{product.name}</span>
            <Tag>{t(`categories.${product.category}`)}</Tag>
            <span className="live-muted">{product.description}</span>
            <Popconfirm title={t('products.confirmDelete')} onConfirm={() => liveApi.deleteProduct(product.id).then(refresh)}>
              <Button size="small" danger>
                {t('products.delete')}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
      {products.data && products.data.total > PAGE_SIZE && (
        <Pagination current={page} pageSize={PAGE_SIZE} total={products.data.total} onChange={setPage} showSizeChanger={false} />
      )}
      <Modal open={creating} title={t('products.create')} onCancel={() => setCreating(false)} footer={null} destroyOnHidden>
        <Form<ProductForm> layout="vertical" onFinish={(values) => void create(values)}>
          <Form.Item
            name="name"
            label={t('products.name')}
            rules={[{ required: true, whitespace: true, message: messageFor('nameRequired', language) }]}
          >
            <Input maxLength={50} data-testid="live-product-name" />
          </Form.Item>
          {/* No default category: the line writer's words depend on it, so the seller chooses. */}
          <Form.Item name="category" label={t('products.category')} rules={[{ required: true, message: t('products.categoryRequired') }]}>
            <Select data-testid="live-product-category" placeholder={t('products.categoryPlaceholder')} options={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
          </Form.Item>
          <Form.Item name="description" label={t('products.description')}>
            <Input.TextArea rows={3} maxLength={2000} data-testid="live-product-description" />
          </Form.Item>
          <Form.Item name="materials" label={t('products.materials')}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="live-product-submit">
            {t('products.create')}
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
