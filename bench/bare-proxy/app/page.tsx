/** A static text page of about the length of a content page's visible text. */
const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1}. A bare page measures what Next.js itself costs: its runtime, its hydration data and its server, with no fonts, no images and no client component of the site's own. Every figure the site reports is read side by side with this page, measured in the same run on the same machine.`);

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
