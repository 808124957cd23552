// A minimal XML well-formedness check for the JUnit report: one root, tags that
// nest and close, quoted attributes, known entities, no stray markup characters.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITY = /&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;

function decode(text: string, at: number): string {
  if (/[<>]/.test(text.replace(ENTITY, ''))) throw new SyntaxError(`markup character in text near ${at}`);
  if (/&/.test(text.replace(ENTITY, ''))) throw new SyntaxError(`bare & near ${at}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw new SyntaxError(`control character near ${at}`);
  return text.replace(ENTITY, (_m, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : String.fromCodePoint(e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const prolog = /^<\?xml [^?]*\?>\s*/.exec(xml);
  if (prolog) i = prolog[0].length;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    const top = stack[stack.length - 1]!;
    if (text.trim() !== '') {
      if (top === root) throw new SyntaxError(`text outside the root near ${i}`);
      top.text += decode(text, i);
    }
    if (lt === -1) break;
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new SyntaxError(`unclosed tag at ${lt}`);
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith('/')) {
      const open = stack.pop();
      if (!open || open === root || open.name !== tag.slice(1)) throw new SyntaxError(`</${tag.slice(1)}> closes ${open?.name} at ${lt}`);
    } else {
      const selfClosing = tag.endsWith('/');
      const m = /^([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"]*")*)\s*\/?$/.exec(tag);
      if (!m) throw new SyntaxError(`malformed tag <${tag}> at ${lt}`);
      const attributes: Record<string, string> = {};
      for (const a of m[2]!.matchAll(/([A-Za-z_][\w.-]*)="([^"]*)"/g)) {
        if (a[1]! in attributes) throw new SyntaxError(`duplicate attribute ${a[1]} at ${lt}`);
        attributes[a[1]!] = decode(a[2]!, lt);
      }
      const el: XmlElement = { name: m[1]!, attributes, children: [], text: '' };
      if (top === root && root.children.length > 0) throw new SyntaxError('a second root element');
      top.children.push(el);
      if (!selfClosing) stack.push(el);
    }
    i = gt + 1;
  }
  if (stack.length !== 1) throw new SyntaxError(`unclosed <${stack[stack.length - 1]?.name}>`);
  const [doc] = root.children;
  if (!doc) throw new SyntaxError('no root element');
  return doc;
}
