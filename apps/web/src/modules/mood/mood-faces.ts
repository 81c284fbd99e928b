import { IconMoodCry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile, type Icon } from '@tabler/icons-react';
import type { TMood } from '@staffdesk/core/mood-api';

/** Each mood's face and colour, Very Sad to Fantastic. */
export const MOOD_FACES: Record<TMood, { icon: Icon; color: string }> = {
  verySad: { icon: IconMoodCry, color: 'red' },
  sad: { icon: IconMoodSad, color: 'orange' },
  justOk: { icon: IconMoodEmpty, color: 'yellow' },
  good: { icon: IconMoodSmile, color: 'lime' },
  fantastic: { icon: IconMoodHappy, color: 'green' },
};
