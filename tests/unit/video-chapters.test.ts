import { videos } from '@/content/videos';
import { chapterAnchor, transcriptByChapter } from '@/lib/content/chapters';

const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const durationSeconds = (iso: string) => {
  const [, minutes = '0', secs = '0'] = /PT(?:(\d+)M)?(?:(\d+)S)?/.exec(iso) ?? [];
  return Number(minutes) * 60 + Number(secs);
};

describe('video chapters', () => {
  it.each(videos.map((video) => [video.id, video] as const))('%s: chapters in order, the first opening the transcript, each opening its own paragraphs', (_id, video) => {
    expect(video.chapters[0]).toMatchObject({ time: '00:00', paragraph: 0 });
    for (const [index, chapter] of video.chapters.entries()) {
      const next = video.chapters[index + 1];
      expect(seconds(chapter.time)).toBeLessThan(next ? seconds(next.time) : durationSeconds(video.duration));
      expect(chapter.paragraph).toBeLessThan(next ? next.paragraph : video.transcript.length);
    }
    // Cut at its chapters, the transcript is whole: every paragraph once, in order.
    expect(transcriptByChapter(video).flatMap((part) => part.paragraphs)).toEqual(video.transcript);
    expect(new Set(video.chapters.map(chapterAnchor)).size).toBe(video.chapters.length);
  });

  it('names a chapter\'s place by its time', () => {
    expect(chapterAnchor({ time: '02:45' })).toBe('chapter-02-45');
    const parts = transcriptByChapter({ chapters: [{ time: '00:00', title: 'A', paragraph: 0 }, { time: '01:00', title: 'B', paragraph: 2 }], transcript: ['one', 'two', 'three'] });
    expect(parts.map((part) => part.paragraphs)).toEqual([['one', 'two'], ['three']]);
  });
});
