import type { Video } from './types';

type Chapter = Video['chapters'][number];

/** The id of a chapter's place in the transcript, from its time: "02:45" → "chapter-02-45". */
export const chapterAnchor = (chapter: Pick<Chapter, 'time'>) => `chapter-${chapter.time.replace(/:/g, '-')}`;

/**
 * The transcript cut at its chapters: each chapter with the paragraphs from the one it opens with
 * up to the next chapter's. Chapters are in order and the first opens the transcript
 * (tests/unit/video-chapters.test.ts holds every video to that).
 */
export function transcriptByChapter(video: Pick<Video, 'chapters' | 'transcript'>): { chapter: Chapter; paragraphs: string[] }[] {
  return video.chapters.map((chapter, index) => ({
    chapter,
    paragraphs: video.transcript.slice(chapter.paragraph, video.chapters[index + 1]?.paragraph ?? video.transcript.length),
  }));
}
