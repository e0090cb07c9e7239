import {
  ApiOutlined,
  CloudServerOutlined,
  DisconnectOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  LinkOutlined,
  MessageOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  TranslationOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The landing page's sections as data, so the desktop and mobile layouts say the same things. */
export interface HomeItem {
  key: string;
  icon: ReactNode;
}

export const SOURCES: HomeItem[] = [
  { key: 'text', icon: <FileTextOutlined /> },
  { key: 'slides', icon: <FundProjectionScreenOutlined /> },
  { key: 'url', icon: <LinkOutlined /> },
  { key: 'photo', icon: <PictureOutlined /> },
];

export const FEATURES: HomeItem[] = [
  { key: 'video', icon: <VideoCameraOutlined /> },
  { key: 'live', icon: <PlaySquareOutlined /> },
  { key: 'chat', icon: <MessageOutlined /> },
];

export const PRINCIPLES: HomeItem[] = [
  { key: 'selfHosted', icon: <CloudServerOutlined /> },
  { key: 'offline', icon: <DisconnectOutlined /> },
  { key: 'languages', icon: <TranslationOutlined /> },
  { key: 'open', icon: <ApiOutlined /> },
];

export const STEPS = ['install', 'register', 'create'] as const;
