// Function words carry grammar, not content; they are left out of meaning overlap.

import { phraseList } from './phrase-list.js';

export const FUNCTION_WORDS = phraseList(`
  a | an | the | and | or | but | nor | so | yet | for | of | in | on | at | to | from | by | with
  about | as | into | onto | over | under | after | before | between | through | during | without
  within | up | down | out | off | than | then | if | because | while | when | where | which | who
  whom | whose | what | that | this | these | those | there | here | it | its | it's | i | me | my
  mine | we | us | our | ours | you | your | yours | he | him | his | she | her | hers | they
  them | their | theirs | is | are | was | were | be | been | being | am | do | does | did | done
  have | has | had | having | will | would | shall | should | can | could | may | might | must
  not | no | yes | all | any | each | every | some | such | own | same | other | another | more
  most | very | really | just | also | too | only | quite | rather | much | many | few | less
  least | now | how | why | i'm | we're | you're | they're | don't | doesn't | didn't | isn't
  aren't | wasn't | weren't | can't | won't | we'll | i'll | you'll | let's | let | get | got
  make | made | please | maybe | perhaps | probably | possibly | think | hi | hello | hey | thanks
  thank | dear | ever | even | still | already | again | once | both | either | neither | whether
  though | although | however | therefore | thus | so | oh | well | like | sure
`);
