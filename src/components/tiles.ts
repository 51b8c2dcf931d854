// The dashboard's tiles, given by the app from its route table: screens do not import the app layer.
import { createContext } from 'preact';
import type { MessageKey } from '../i18n/keys';

export interface Tile {
  path: string;
  href: string;
  label: MessageKey;
}

export const Tiles = createContext<readonly Tile[]>([]);
