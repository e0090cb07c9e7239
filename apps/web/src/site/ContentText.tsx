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
