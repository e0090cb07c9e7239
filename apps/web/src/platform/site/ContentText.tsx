import { contentBlocks } from './contentBlocks.ts';

/** An item's body as headings, paragraphs and lists (text only: operators' words never become HTML). */
export function ContentText({ body }: { body: string }) {
  return (
    <div className="site-text">
      {contentBlocks(body).map((block, index) => {
        if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.type === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}

/** An item's cover image (16:9): at the top of its page, or smaller on its card in a list. */
export function ContentCover({
  item,
  testId,
  onCard = false,
}: {
  item: { coverUrl: string | null; title: string };
  testId?: string;
  onCard?: boolean;
}) {
  if (!item.coverUrl) return null;
  return (
    <img
      className={onCard ? 'site-card-cover' : 'site-article-cover'}
      src={item.coverUrl}
      alt={item.title}
      loading="lazy"
      decoding="async"
      width={onCard ? 640 : 1280}
      height={onCard ? 360 : 720}
      data-testid={testId}
    />
  );
}
