/** Pure helpers of the applicant pages (list, drawer, pipeline board). */
import type { TApplicantBoard, TApplicantCard, TPipelineStage } from '@staffdesk/core/careers';

/** The board as it will be after a move (shown while the server confirms). */
export function moved(board: TApplicantBoard, id: string, to: TPipelineStage): TApplicantBoard {
  let card: TApplicantCard | undefined;
  const columns = board.columns.map((c) => {
    const found = c.cards.find((x) => x.id === id);
    if (!found) return c;
    card = found;
    return { ...c, count: c.count - 1, cards: c.cards.filter((x) => x.id !== id) };
  });
  if (!card) return board;
  const moving = card;
  return {
    ...board,
    columns: columns.map((c) => (c.stage === to ? { ...c, count: c.count + 1, cards: [moving, ...c.cards] } : c)),
  };
}

/** Only players of these hosts are ever embedded (the server builds the URL; this checks it again). */
const EMBED_PREFIXES = ['https://www.youtube.com/embed/', 'https://player.vimeo.com/video/'];
export const isEmbeddable = (url: string | null): url is string =>
  !!url && EMBED_PREFIXES.some((p) => url.startsWith(p));
