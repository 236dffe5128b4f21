import { videos } from '@/lib/content';
import { videoJsonLd } from '@/lib/seo/page-json-ld';

describe('a video page’s structured data', () => {
  // The recording is not on the page (it is sent on request): a VideoObject at the top level would
  // tell search engines this is a watch page.
  it('describes a page about the video, the transcript, not a watch page', () => {
    for (const video of videos) {
      const data = videoJsonLd(video, 'en');
      expect(data['@type']).toBe('WebPage');
      expect(data.about).toMatchObject({ '@type': 'VideoObject', name: video.heading, uploadDate: video.published, duration: video.duration });
      expect(JSON.stringify(data)).not.toMatch(/contentUrl|embedUrl/);
    }
  });
});
