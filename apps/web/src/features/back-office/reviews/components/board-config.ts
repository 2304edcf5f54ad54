import type { Lang } from '@mall/contract/locales';
import type { DataColumn } from '../../../../components/ui/data-table';
import type { AdminMessageKey, AdminTFunction } from '../../i18n/admin-i18n';
import type { ApplicationType, ReviewApplication, StatusFilter } from '../../types';

/** How the applications board shows one application type: its words and its columns. */
export interface BoardConfig {
  /** The board's name: the label of its section (or of its tab). */
  title: AdminMessageKey;
  /** The status filter's label, and what each status is called in it. */
  filterLabel: AdminMessageKey;
  statusLabels: Record<StatusFilter, AdminMessageKey>;
  /** What a page without applications says, by the status shown. */
  empty: (status: StatusFilter) => { title: AdminMessageKey; body?: AdminMessageKey };
  /** Rows fold into cards on a phone (else the table scrolls sideways). */
  stacked: boolean;
  columns: (t: AdminTFunction, lang: Lang) => DataColumn<ReviewApplication>[];
}

/**
 * A config whose columns read the fields of its own application type. The board hands every
 * config the rows of the type it asked for, so the rows are of that type.
 */
export function boardConfig<Row extends ReviewApplication>(
  config: Omit<BoardConfig, 'columns'> & {
    columns: (t: AdminTFunction, lang: Lang) => DataColumn<Row>[];
  },
): BoardConfig {
  return config as unknown as BoardConfig;
}

export type BoardConfigs = Record<ApplicationType, BoardConfig>;
