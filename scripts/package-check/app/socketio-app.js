// The same minimal app on socket.io-client, for the size comparison of bench:bundle.
import { io } from 'socket.io-client';

const socket = io(location.origin);
socket.on('message.created', (event) => console.log(event));
socket.on('connect', () => socket.emit('message.create', { thread_id: 't', content_md: 'hello' }));
