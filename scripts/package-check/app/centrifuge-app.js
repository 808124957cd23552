// The same minimal app on centrifuge (Centrifugo's client), for the size comparison of bench:bundle.
import { Centrifuge } from 'centrifuge';

const client = new Centrifuge(`ws://${location.host}/connection/websocket`);
const sub = client.newSubscription('thread:t');
sub.on('publication', (ctx) => console.log(ctx.data));
sub.on('subscribed', () => sub.publish({ type: 'message.created', content_md: 'hello' }));
sub.subscribe();
client.connect();
