import type { ReactNode } from 'react';

export const LEGAL_TABS = ['terms', 'privacy', 'cookies'] as const;
export type LegalTab = (typeof LEGAL_TABS)[number];
export type CookieChoice = 'accepted' | 'rejected';
/** One numbered, collapsible section of a legal text. */
export type LegalSection = { title: string; content: ReactNode };
