"""Each rule's documentation in Traditional Chinese, by code: the same six
sections as the rule's English docstring (its module's ``__doc__``), under
translated headings. ``anchorlint rule CODE --lang zh-TW`` prints them; a
test keeps the sections of the two languages in step."""

from __future__ import annotations

import re
from types import ModuleType

_EXAMPLE_SECTIONS = {"不通過": "Fails", "通過": "Passes"}
_HEADINGS = ("What it checks", "Why", "Fails", "Passes", "Options", "Blind spots",
             "檢查什麼", "為什麼", "不通過", "通過", "選項", "盲點")
_FILE_LABEL = re.compile(r"\s*[^\s:()]+(?: \([\w-]+\))?::(?: as above.*)?\s*$")


def translated(rule: ModuleType) -> str | None:
    """The rule's documentation in Traditional Chinese, None without one. The
    example files under Fails and Passes (``card.md::`` blocks, which the
    tests run) are taken from the English docstring, so they never differ;
    the translation gives each example's caption, one paragraph per example
    in the English order."""
    text = DOCS.get(rule.CODE)
    if text is None:
        return None
    english = _sections((rule.__doc__ or "").strip().splitlines())
    out: list[str] = []
    for heading, lines in _sections(text.strip().splitlines()).items():
        out += [heading] if heading else []
        examples = _examples(english.get(_EXAMPLE_SECTIONS.get(heading, ""), []))
        out += _with_examples(lines, examples) if examples else [*lines, ""]
    return "\n".join(out).strip()


def _sections(lines: list[str]) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {"": []}
    current = ""
    for line in lines:
        if line.strip() in _HEADINGS and not line.startswith(" "):
            current = line.strip()
            sections[current] = []
        else:
            sections[current].append(line)
    for body in sections.values():
        _trim(body)
    return sections


def _trim(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return lines


_Example = tuple[list[str], list[str]]  # a caption and its file lines


def _examples(lines: list[str]) -> list[_Example]:
    """The examples of a section: each one's caption and its files, from its
    first ``name::`` line (``name:: as above`` included) to its
    ``expected::`` line."""
    examples: list[_Example] = []
    caption: list[str] = []
    files: list[str] = []
    for line in lines:
        if files or _FILE_LABEL.match(line):
            files.append(line)
            if line.strip().startswith("expected::"):
                examples.append((_trim(caption), files))
                caption, files = [], []
        else:
            caption.append(line)
    return examples


def _with_examples(lines: list[str], examples: list[_Example]) -> list[str]:
    """The translated captions, each followed by its example's files. Extra
    paragraphs go before the first example; an example without a translated
    caption keeps the English one."""
    paragraphs = [_trim(p.split("\n")) for p in "\n".join(lines).split("\n\n") if p.strip()]
    extra = max(len(paragraphs) - len(examples), 0)
    first = [line for index, paragraph in enumerate(paragraphs[: extra + 1])
             for line in ([""] if index else []) + paragraph]
    captions = [first, *paragraphs[extra + 1:]] if paragraphs else []
    out: list[str] = []
    for index, (english, files) in enumerate(examples):
        caption = captions[index] if index < len(captions) else english
        out += [*caption, ""] if caption else []
        out += [*files, ""]
    return out


DOCS = {
    "A1": """A1 unused-suppression: 沒有作用的抑制指令。

檢查什麼
    卡片裡每一個 ``anchorlint-disable-*`` 指令（HTML 註解，或 frontmatter 的
    ``anchorlint: {disable: [...]}``）都必須真的壓下它點名的每條規則的至少一個發現。
    會回報（位置在指令寫出該規則處）：規則在這張卡上有跑、卻沒有東西可壓；沒有任何規則
    叫這個代碼或名稱；指令沒點名任何規則；``anchorlint-`` 開頭卻不是已知指令的註解；
    frontmatter 的 ``anchorlint`` 鍵不是 ``{disable: [規則]}``。由引擎的抑制階段在其他
    規則都跑完之後提出。

為什麼
    抑制會腐爛。卡片修好後，被遺忘的指令替同一行的下一次捏造留著門；拼錯的代碼
    （``H77``）什麼也沒壓，看起來卻像壓了。沒點名規則的指令會被拒絕，而不是當成「全部
    規則」：一句籠統的註解會永久藏住機密（H5）與壞掉的結構（H1）。

不通過
    放在一行沒有 H7 發現的句子上方的指令。

    點名了 anchorlint 不認得的規則的指令。

通過
    壓下一個發現、並寫明理由的指令。

選項
    無。可以設定它的嚴重度（``severity.A1``）或像其他規則一樣忽略它。點名一條沒有跑的
    規則（被設定關掉，或卡片沒有原文時的 H6-H8）不會回報。A1 不會被它所回報的指令壓下，
    但別的指令可以點名它。

盲點
    圍欄程式碼區塊裡的指令仍然算數；跨多行的註解不會被讀取。
""",
    "E1": """E1 invalid-display-math: 無法顯示的行間公式。

檢查什麼
    卡片裡每個行間公式區塊（``$$ … $$`` 或 ``\\[ … \\]``，單行或多行；程式碼區塊與行內
    程式碼除外）：大括號必須成對（``\\{`` 與 ``\\}`` 是字面括號），``\\left`` 與
    ``\\right`` 必須配對，``\\begin{env}`` 與 ``\\end{env}`` 必須正確巢狀且相符，
    而且可見字元中替代字元或亂碼（``�``、``□``、``Ã``、私用區字形）最多一成。不需要原文。

為什麼
    從 PDF 抽出的公式常常是壞的：換行處掉了一個括號，希臘字母變成 ``�``。壞公式會顯示成
    錯誤，更糟的是顯示成另一條公式，卡片於是記下原文從沒說過的東西。

不通過
    大括號不成對的分數。

    以另一個名稱收尾的環境。

通過
    大括號成對，分隔符號相符。

選項
    無。``--compat`` 下不執行。

盲點
    只做結構檢查，不是 TeX 引擎：未知巨集、放錯位置的 ``&`` 或 ``\\\\``、錯誤的參數都會
    通過。行內公式（``$…$``）不檢查。公式不與原文比對。
""",
    "F1": """F1 unresolved-image: 圖片嵌入指向儲存庫裡不存在的檔案。

檢查什麼
    卡片裡每個圖片嵌入，``![alt](path)`` 與 ``![[file]]``（程式碼區塊與行內程式碼除外；
    ``https://…``、``data:…``、``//host/…`` 這類遠端目標略過），都必須解析到儲存庫內
    存在的檔案。規則本身是純函式：它列出目標（``image_targets``），由 I/O 層像解析原文
    一樣在儲存庫範圍內解析，再把結果放在 ``ctx.facts.images`` 交給它；沒有這些結果時
    規則什麼也不回報。

為什麼
    卡片展示一張不存在的圖，就失去了它所指的證據；逃出儲存庫的路徑指向儲存庫無法擔保的
    東西。

不通過
    不在儲存庫裡的圖片。

通過
    已提交的圖片，以及一張遠端圖片（不檢查）。

選項
    無。``--compat`` 下不執行。

盲點
    不檢查圖片是否真的呈現卡片所說的內容。``![[file]]`` 依 wiki 連結的規則（在儲存庫內
    依檔名）解析；參照式圖片（``![alt][ref]``）與 HTML ``<img>`` 不讀取。
""",
    "H1": """H1 section-structure: 卡片形態的四個段落，依序出現。

檢查什麼
    wiki 形態的卡片（開頭是 frontmatter，且有 ``gloss:`` 行）需要 ``## 摘要``、
    ``## 重點``、``## 實體``、``## 關聯``；較舊的 daemon 卡片需要 ``## 一句話定義``、
    ``## 要點``、``## 關鍵實體``、``## 關聯``。四段都要有，而且依此順序。段名必須完全
    相同（``##　重點`` 中間是全形空白，不算段落）。

為什麼
    下游工具靠這些標題找到卡片的各部分。缺了一段的卡片結構是壞的：寧可拒收，也不要
    只收一半。

不通過
    缺少 ``## 實體`` 段的 wiki 卡片。

通過
    四個段落，依序出現。

選項
    ``sections.wiki`` / ``sections.daemon``：每種形態的四個段名。

    在 ``--compat`` 之外，有兩種原因會單獨指名：空卡片（只有空白），以及第一行用
    ``---`` 開啟卻沒有收尾的 frontmatter，它會吞掉整張卡片（卡片沒有一行會與原文比對）。
    沒有 ``gloss:``、但段落顯然是 wiki 形態的卡片，會被當成 wiki 卡片判斷（由 H2 指出
    缺少 gloss），而不是要求它補上 daemon 形態的段落。

盲點
    只有 ``## `` 標題算數；段落內容歸 H2-H4 管。frontmatter 不以 YAML 解析：不是對應表
    或不是合法 YAML 的 frontmatter，照樣逐行讀取。
""",
    "H2": """H2 definition: 每張卡片一個簡短的定義。

檢查什麼
    wiki 卡片：frontmatter 的 ``gloss`` 必須存在且不是空的（硬缺）；超過 ``max_chars``
    （80）字是軟項。daemon 卡片：``## 一句話定義`` 段必須恰有一行非空白（沒有或多行：
    硬缺）；一行超過 ``max_chars`` 字是軟項。字數以碼位計，一個中文字算一。

為什麼
    定義是讀者（以及檢索索引）最先看到的東西。好幾行是摘要，不是定義；太長讀起來像
    小作文。

不通過
    ``gloss:`` 後面什麼都沒有。

通過
    一行的定義。

選項
    上限以字元（碼位）計，中文與拉丁字母一視同仁。

    在 ``--compat`` 之外，忘了寫 ``gloss:``、但段落是 wiki 形態（``## 摘要``、
    ``## 重點``、``## 實體``）的卡片，是缺 gloss 的 wiki 卡片（硬缺），不是 daemon 卡片。

盲點
    卡片中任何位置的第一個 ``gloss:`` 行都算數，與 Go 原版相同。``--compat`` 下空的
    ``gloss:`` 照 Go 的讀法：它的值延續到下一行，因此永遠不會被報為空的。
""",
    "H3": """H3 key-points: 重點段是一份消化得了的清單。

檢查什麼
    wiki 卡片：``## 重點`` 有 ``wiki_min``..``wiki_max``（1-12）個 ``- `` 項目。
    daemon 卡片：``## 要點`` 有 ``daemon_min``..``daemon_max``（3-12）個項目，且沒有
    散文行。項目是以 ``-`` 加一個 ASCII 空白或 tab 開頭的行；``*`` 項目、編號項目與
    縮排的項目都不算。

為什麼
    一張原子卡片自然只有幾個重點。一個都沒有表示什麼也沒萃取出來；超過十二個是沒消化的
    整片照抄。

不通過
    wiki 卡片有十三個重點（最多 12 個）。

通過
    四個重點。

選項
    上下限都包含在內；最小值大於最大值是設定錯誤。

盲點
    數的是行，不是想法：一個項目可以塞三個主張。
""",
    "H4": """H4 relation-triples: 關聯是已知實體之間格式正確的三元組。

檢查什麼
    daemon 卡片：``## 關聯`` 的每一行非空白都是三元組 ``- 主詞 >> 謂詞 >> 受詞``；當
    ``## 關鍵實體`` 列出粗體名稱（``**名稱**``）時，每個三元組的兩端都必須在其中；而且
    合法三元組有 ``min_triples``..``max_triples``（3-8）條。wiki 卡片：``## 關聯`` 中
    有超過兩個 `` >> `` 分隔符的 ``- `` 行不是三元組。

為什麼
    關聯會變成圖的邊。格式錯的三元組，或端點不是已列實體，會長出沒有定義的孤兒節點。

不通過
    一條關聯有四個部分，而不是三個。

通過
    兩端都是已列出實體的三元組。

選項
    上下限都包含在內；最小值大於最大值是設定錯誤。

盲點
    只檢查關聯的形式，從不檢查原文是否支持它。
""",
    "H5": """H5 secret: 抄進卡片的憑證或個人識別資料。

檢查什麼
    逐行（包括 frontmatter）找：password/secret/api-key/access-key/auth-token/
    private-key 的指派且值有 6 個字元以上、PEM 私鑰區塊、AWS access key id、GitHub、
    Slack、Google 與 Stripe 金鑰、JWT、嵌在 URL 裡的帳密、台灣身分證字號，以及信用卡號
    的樣子（12 到 16 位數字，可每四位以空格或連字號分組，前後不接數字；不驗檢查碼）。含有
    ``wiki-secret-ok`` 的行豁免。訊息只說種類，從不寫出值。

為什麼
    卡片會被複製進許多人與模型都讀得到的知識庫。原文裡的機密在卡片中必須變成描述
    （「API 金鑰存放在 Vault」），而不是一份拷貝。

不通過
    抄進重點裡的密碼。

通過
    同一件事，改用描述的。

選項
    無。

盲點
    樣式看的是形狀：刻意混淆的機密會通過，看起來像真的範例值會被標出（請標記
    ``wiki-secret-ok``）。卡號的形狀沒有校驗碼，所以 13 位數的訂單號碼會被標出。
""",
    "H6": """H6 carpet-copy: 卡片把原文貼上，而不是消化它。

檢查什麼
    卡片的文字（除標題外的每一行，與 Go 原版相同）對照原文：(a) ``overlap``：卡片中
    不重複的 8 字元視窗（只有空白的視窗略過）至少 40% 也出現在原文；(b) ``pasted``：
    卡片重現了原文不重複 8 字元視窗的至少 60%；(c) ``long``：卡片超過 4000 字元。

    ``--compat`` 保留 Go 原版的 (b)：卡片長度超過 min(4000, 原文字元數的 60%) 就是 H6，
    不論內容。

為什麼
    知識卡片是摘要，不是拷貝（改寫是產品本身；貼上原文只是多了幾步的檢索）。Go 的相對
    上限是用長度代替「貼上」的量度：wiki 卡片的機械骨架本身就有 300 多字元，所以短原文的
    每張忠實卡片都被標出（事故中的忠實卡片：471 字元，上限 132）。(b) 直接量測貼上，所以
    貼了大半原文的卡片仍會被抓到，忠實的摘要則通過。

不通過
    重點就是原文的句子，直接貼上。

通過
    同一份原文的中文摘要。

選項
    frontmatter 與 ``### 出處`` 行算作卡片文字（Go 的選擇），對短卡片會稍微稀釋 (a)。
    ``source_ratio`` 只在 ``--compat`` 下讀取。

盲點
    每隔幾個字元就稍作修改的抄寫會通過；視窗逐字元比較，不做任何正規化。
""",
    "H7": """H7 ungrounded-anchor: 原文從沒提過的名稱、版本或數字。

檢查什麼
    讀者看得到的每個錨點，都必須以同一個詞元出現在原文中。錨點是名稱（拉丁字母的詞、
    ``aes-256``、``node.js``、網址）以及各種寫法的數字：阿拉伯數字（``5,000``、
    ``1_000``、``2.5``、``80%``、``v1.4.2``、``1½``、``4.5:1``）、序數（``2nd``、
    ``sixth``）、中文數字（``十五``、``兩萬``、``百分之八十``、``三成`` = 30%、
    ``二〇二六年``）、英文數詞（``thirty``、``twenty-four``）與日期（``2023-10-02`` =
    ``2023 年 10 月 2 日`` = ``October 2, 2023``）。清單或段落的編號（``15.``、
    ``十五、``）不是數字。檢查的範圍：本文、卡片標題與每一個章節標題，以及 frontmatter 的
    ``gloss:``、``title:`` 與 ``description:``；每個發現都落在它自己的行與欄，並照卡片的
    寫法引出錨點；同一個錨點在上述每一處各回報一次，說明則每張卡片只說一次。不檢查的
    部分（那些是程式寫的）：``source_path`` 與 frontmatter 裡的日期、麵包屑、版面本身的
    段落名稱、``### 出處`` 與 ``### 卡片關係`` 子段、所引用原文的檔名（不含它所在的
    資料夾，除非寫成 ``資料夾／檔案`` 當作文件的名稱），以及這個檔名裡的數字出現在卡片
    標題、章節標題與 gloss 時（``2026-01-14 checklist.md`` 的 ``# 2026-01-14 checklist``）；
    wiki 為它編號的卡片名稱附加的序號（``合約審查規則（十一）``，不論卡片寫的是自己的、
    還是所連結卡片的編號名稱）；以及 gloss 或 title 在長度上限處被截斷的最後一個詞
    （``… a second reviewe``），前提是卡片在同樣的幾個詞之後把那個詞完整寫出。

    名稱要靠同一個詞元落地（``java`` 不在 ``javascript`` 裡，``x86`` 不在 ``x86_64``
    裡，``Win`` 不在 ``Windows`` 裡，``SMTP`` 不在 ``SMTPS`` 裡），但容許以下差異：
    大小寫、複數與所有格（``APIs``）、以連字號／空白／駝峰式連接或分開（``pre-commit``、
    ``InkStone``/``Ink Stone``）、原文某個詞的 ``-ing`` 或 ``-ed`` 形式
    （``Provisioning``），或以小寫寫出的原形（原文 "squashed" 的 ``squash``）或另一個形式（``squashing``、原文
    "committing" 的 ``committed``）、原文中首字母大寫片語的縮寫（``Java VM`` 的 ``JVM``）、原文
    識別字裡以大小寫區隔出來的縮寫（``WSGITransport`` 裡的 ``WSGI``）、動詞與其介副詞
    連寫（"checked out" 寫成 ``checkout``）、截到前七位以上的雜湊值，以及一份詞表裡的
    縮寫（``k8s``/Kubernetes、``gc``/garbage collection、``spec``）；全部大寫的原文
    （``SECTION``）可以讓任何大小寫的寫法落地。原文照它呈現出來的樣子讀：標記裡的詞就像
    一般文字一樣讓名稱與數字落地（reST 或 MyST 角色 ``:cve:`` 包住的編號讓
    ``CVE-2021-32052`` 落地，還有 roff 的 ``\\fINUM\\fP`` 與 ``command\\-line``、
    ``&amp;``、markdown 的 ``\\_``）；front matter
    中值為整數的設定（``sort_rank: 5``，頁面順序）不會呈現出來，不讓任何數字落地。散文裡的拉丁縮寫（``i.e``、``e.g``、``etc``、
    ``vs``）不是名稱。數字要靠同一個數落地（30 不在 300、2030
    或 1.30 裡），寫法不拘，或是卡片的精度四捨五入得到的數（``2.877`` 寫成 ``2.88``；
    捨入到整數只限有保留語氣時：``29.7%`` 寫成 ``約 30%``），而且單位不能變：原文唯一
    的 60 是 60 分鐘時，``60 秒`` 並未落地（``秒``/``s``/``seconds`` 算同一個單位；
    時間、大小、速率、頻率、像素、點（pt）、金額、百分比、比例、頁數、核心數、字元數與位數都是
    單位，中間隔著一個描述詞也算：``9 fractional digits``，以連字號連著數字的頻率形容詞也算：
    ``3-monthly`` 是 3 個月；``歲`` 是年齡的年）。量詞和單位一樣留住它的數字：原文只把
    那個數用作量測值（``32 bits``、``128MB``）、日期的一部分、名稱裡的數字或狀態碼時，
    個數（``32 個 frame``、``242 files``）並未落地。緊接在產品名稱後的版本屬於那個名稱：
    原文只在別的名稱後寫 3.8（``Python 3.8``）時，``Poetry 3.8`` 並未落地；原文單獨寫的
    ``3.8``、``v3.8``、``version 3.8``，同一個名稱（``Node 18`` 對 ``Node.js 18``）、
    它的縮寫（``VS`` 對 ``Visual Studio 2017``），或同一句裡也提到卡片的產品，仍讓它落地。
    量測值可以在同一個量綱內
    換單位（``0.082 s`` 寫成 ``82 ms``、``3100 MB/s`` 寫成 ``3.1 GB/s``、
    ``24 months`` 寫成 ``兩年``），表格的表頭給出該欄的單位（``Bit number`` 也是，其下的 ``6-2`` 是第 6 到第 2 位元）；原文的
    乘數（``核数 * 2``、``twice``）是倍數（``2 倍``）；主版本 ``v20`` 由
    ``20.0.0`` 落地。原文裡不帶單位的數字可以讓任何單位落地，但日期中的日或月只能讓日或月
    落地（``28 bindings`` 不是 ``December 28``）；完整的日期只由同一個日期落地（原文的
    June 23 是 2020 年的、2022 屬於另一個日期時，``June 23, 2022`` 並未落地）；原文以斜線寫的
    日期（``11/04/17``）可能是月/日也可能是日/月，讓兩種讀法的日期都落地，其中的數字只算日期的
    一部分。卡片以同一個單位列出的三個以上一位數（``1、2、4 秒``），若原文在同一段裡依同樣順序、
    一個接一個地單獨寫出這些數字（``'sleep 1', 'sleep 2', 'sleep 4'``），就算落地。以點串起的
    一般詞（``major.minor.patch``）若原文有一個三項以上、依同樣順序列出這些詞的列舉（"a major,
    minor, and patch version"），就算落地，但最後一段是副檔名時不算（``config.yaml``）。一位數
    在帶單位（``5 分鐘``、``8 GB``、``5 月 20 日``）、跟在首字母大寫的詞後面
    （``Level 3``、``Python 4``），或是在計數時（後面接中日韓量詞或英文複數名詞：
    ``四種``、``4 個執行緒``、``6 段``、``three releases``、``6 target triples``、
    ``Nine people``）才是錨點；
    前面有指回已提過事物的限定詞時不算（``the two targets``、``這兩個``）。個數可以由同一個
    數落地，也可以由原文中項目數剛好相同的清單落地（同一層的清單項目、表格的列、同層的
    標題（``#`` 或底線式）或其中帶數字的標題，例如變更紀錄的各個版本，或同一行內的列舉：``A, B and C``、
    ``A、B 與 C``；文件本身的頂層章節（除了文件標題之外不在任何標題之下）只算它的部分：
    ``五個部分`` 可以，``五個平台`` 不行），或由卡片自己在旁邊的列舉落地（``三個參數：A、B 與 C``、
    ``A 與 B 兩個頁腳``），列舉的項目本身照常檢查。以拉丁字母語言寫成的行裡，除了數字之外
    只有名稱是錨點（不在句首的首字母大寫詞，分號之後不算句首；駝峰式的詞、首字母縮寫、
    含數字或 ``_`` 的詞、檔名、行內程式碼、網址）；中文的行裡，每個拉丁字母的詞都是錨點。

為什麼
    改寫與翻譯改變的是怎麼說，不是說了什麼：它們從不創造新的指稱對象。「每 30 天」不可能
    是一份沒有 30 的原文的改寫。引用了真實原文、卻加上 Windows、macOS、Linux 的卡片，
    比沒有引用的卡片更危險，因為引用讓捏造看起來像查證過。

不通過
    原文從沒提過的作業系統，以及一個原文說法不同的數字。

通過
    翻譯不會增加指稱對象；數字可以換一種文字書寫。

選項
    ``allow``：永遠不回報的錨點（你自己的產品名稱）；
    ``extra_stop_words``：更多不是指稱對象的拉丁字串；
    ``single_digit``（``unit``）：一位數什麼時候是錨點：``unit``（帶單位或計數時）、
    ``always``、``never``；
    ``strict_units``（true）：數字要保留它的單位；
    ``abbreviations``：更多 ``縮寫=全稱`` 的配對（``k8s=kubernetes``）。

    以 ``python benchmarks/eval_realdocs.py FOLDER`` 在七組由真實公開文件寫成的卡片上
    量測：evaluation/realdocs（32 份文件、111 個植入的捏造、50 張忠實卡片；用來調校）、
    evaluation/holdout（10、34、15；從未拿來調校）、evaluation/fresh（8、51、11）、
    evaluation/fresh2（8、63、11）與 evaluation/fresh3（8、59、12；後三組都在第一次執行
    之前寫好）。預設值分別抓到 104、32、46、53 與 49 個，在忠實卡片上的誤報是 0、0、0、2
    與 3 個（fresh3 的誤報：節錄從未提到的專案名稱，以及原文從未寫出的 ``City``；讀取乘數與
    單獨寫出的數列之後，對上 ``* 2`` 的 ``2 倍`` 與對上 ``'sleep 1', 'sleep 2', 'sleep 4'``
    的 ``1、2、4 秒`` 不再是誤報）。fresh3 第一次執行時有 27 個誤報：在把原文讀成它呈現出來
    的文字之前，``:cve:`` 角色裡的 14 個編號與 roff 跳脫裡的 3 個詞，以及 ``3-monthly``、
    對上 "squashed" 的 ``squash`` 與 ``i.e``。個數還不是錨點時（一位數只有帶單位才算）抓到 102、30、46、49 與
    43 個，誤報 0、0、1、3 與 10 個；把每個一位數都當錨點、卻不以清單讓個數落地時抓到
    105、32、46、54 與 48 個，但誤報 13、1、1、9 與 17 個（摘要從清單推出來的個數：
    "three release candidates"、``五個問題``）。``single_digit: always``（清單讓個數
    落地）抓到 104、32、46、54 與 49 個，誤報 1、0、0、2 與 5 個；``never`` 抓到 87、
    25、39、47 與 39 個。``strict_units: false`` 抓到 95、30、41、50 與 42 個（沿用原文
    數字、卻換了單位的捏造會通過）。evaluation/fresh4（8、62、12；在第一次執行之前寫好）
    抓到 53 個，忠實卡片上誤報 1 個（從連結標題裡數出的十一個編號）；``always`` 抓到 53 個、
    誤報 3 個，``never`` 42 個、1 個，``strict_units: false`` 49 個、1 個（它的 ``2 位元組`` 因
    ``Bit number`` 下 ``6-2`` 的第 2 位元而通過）。原本是 6 個：讀取表格中的範圍、斜線日期與
    以點串起的列舉之後，位元範圍 ``6-2``、``11/04/17`` 裡的日，以及 ``major.minor.patch``、
    ``major.minor``（原文的 "major, minor, and patch"）不再是誤報。頂層章節只算作部分之後，
    多抓到 ``4 approvals``（fresh3）與 ``五個平台``（fresh4），這兩個原本由 README 的四個與五個章節
    落地，各組都沒有新增誤報；不再讀 front matter 中整數設定的數字之後，多抓到 ``五個檔案``
    （fresh4 的 ``sort_rank: 5``）。evaluation/fresh5（8、64、12；在第一次執行之前寫好）第一次執行時抓到 43 個，
    7 張忠實卡片上誤報 12 個（十以上、本該由清單長度落地的個數，對上 "cherry-picked" 的
    ``cherry-pick``，以連字號串起的時間戳記裡的時間，原文寫成 ``x 2.63`` 的倍數，從兩個時間戳記
    算出的時長，``Apache-2.0``、``IDs``，以及節錄從未說過的 ``key-value``）；漏掉的是英文句子裡的
    小寫名稱、原文另有用途的數字，以及被別的清單落地的個數；``always`` 抓到 44 個、誤報 14 個，
    ``never`` 38 個、10 個，``strict_units: false`` 42 個、11 個。讀取複合詞最後一部分的其他詞形（``cherry-pick``）、
    短縮寫的複數（``IDs``）、由授權全名落地的 SPDX 授權代號（``Apache-2.0``）以及時間戳記裡的時間
    （``2018-05-04-16-45-08`` 的 ``16:45``）以及寫成 ``x 2.63`` 的倍數（``約 2.6 到 3 倍``）之後，fresh5 的
    誤報從 12 個降到 6 個（6 張忠實卡片），各組都沒有少抓：現在抓到 43 個、誤報 6 個，``always`` 44 個、7 個，
    ``never`` 38 個、5 個，``strict_units: false`` 42 個、4 個。若把英文句首的首字母大寫詞當成名稱，realdocs 上會多出 26 個誤報，卻一個也沒
    多抓到。

盲點
    只用中日韓文字寫的主張（「日誌」、「敏感資料」）不檢查。英文句子裡的小寫名稱
    （``bcrypt``）被讀成普通的詞，而英文句首的名稱不會被讀取。原文以相同單位、但另一種
    意思使用的數字會通過（原文的 ``18-36 months`` 對上 ``every 18 months``、日期中的
    24 日對上 ``24 days``），原文不帶單位給出的數字也會通過（``500 retries`` 對上
    ``500 ms``；HTTP 狀態碼如 ``500 error``、``HTTP 404`` 是代碼，不讓任何量測值落地），剛好與原文某個清單項目數相同的個數（原文列了三樣別的東西時的
    ``three Python versions``；多數原文都有兩項與三項的清單）、單獨的數詞（``at least
    five``）、原文用在另一件事上的日期，以及 Go 停用詞表裡的名稱（``HTTP``）同樣會
    通過。時區偏移 ``-07:00`` 無法讓 ``seven hours`` 落地：它會被回報。``PR`` 由
    ``pull request`` 或 GitHub 的 ``/pull/`` 連結落地。``--compat`` 保留 Go 原版的檢查：每個兩個字元以上的
    拉丁字串與每個兩位數以上的數字，都以子字串方式在折疊後的原文中查找，而且只檢查本文。
""",
    "H8": """H8 claim-inflation: 卡片主張的遠多於原文所斷言的。

檢查什麼
    主張是 ``## 重點`` / ``## 要點`` 之下、``### 內文知識關係`` 之下，以及（僅較舊的
    daemon 卡片）``## 關聯`` 之下的 ``- `` 項目。原文的斷言逐行計算：清單項目算一，散文行
    算它的句數，圍欄內的行算一，標題、分隔線、callout 標記與表格列不算（總數至少一）。
    主張至少 ``min_claims``（4）條、且每個原文斷言對應超過 ``ratio``（3）條主張的卡片就是
    膨脹。在主張段的標題處回報一次。

為什麼
    「輸入越薄，模型編得越多，卡片看起來越專業。」改寫可以把一句話拆成定義、條件與後果；
    拆成六條就是在添加。比例 3 來自事故本身：同一份兩個斷言的原文，產出了 4 條主張的忠實
    卡片與 8 條主張的捏造卡片。

不通過
    兩個斷言的原文，卡片卻有八條主張（上限 6）。

通過
    同一份原文的四條主張。

選項
    ``ratio``（3）與 ``min_claims``（4）。

盲點
    主張與斷言以行與句計算，不以意義計算。每句原文都編一條主張的卡片會留在比例之下。
""",
    "Q1": """Q1 quotation-not-found: 原文不包含的引文區塊。

檢查什麼
    卡片中的每個引文區塊（``> …`` 行；callout ``> [!note]``、``> Note: …`` 或
    ``> 備註：…`` 這類備註、最後一行的 ``— 出處署名`` 以及程式碼區塊除外）都是在主張
    「原文就是這樣說的」；與原文不同文字系統的引文（翻譯）不檢查。引文必須完整且依詞元
    對齊地出現在原文中，位於正規化階梯的某個可靠層級，每一層只寬容呈現方式：
    ``exact``、``whitespace``、``cjk-linebreak``（兩個中日韓字元之間的換行）、``layout``
    （表格的直線與分隔列、行首的清單與引文標記）、``hyphenation``（在詞中斷行的連字號，
    保留或接合兩種讀法）、``typography``（連字、彎引號、破折號、HTML 實體、全形字）、
    ``diacritics``（兩邊都去掉附加符號）與 ``case``（2 到 5 個字母的全大寫詞保留大小寫：
    ``US`` 不是 ``us``）；每一層為何可靠，見 docs/quotes.md。或是拼接引文 ``A … B``：
    所有片段依序出現在原文的同一段落（或同一表格列）中；最長的片段需有
    ``min_fragment_words`` 個詞，其他片段可以較短，各自在前一個片段之後尋找。在引文第一行
    回報，附上最接近的原文段落及其行:欄。

    鍵：``default``（找不到；近似低於相似度門檻），``guard``（近似高於門檻，但
    ``numeric``、``polarity``、``name`` 或 ``wording`` 防護觸發：數字的值、正負號、單位
    或倍數，否定、方向或情態詞，去掉附加符號後仍不同的名稱，或整個詞不同），``absent``
    （原文與它沒有任何共同的詞），``too-long``（找不到逐字相符，且超過 4,000 字元：不搜尋
    近似，因為對齊的成本隨長度平方成長）。拼接引文的片段都在原文中、但位置不符時，附上每個
    片段找到的行:欄拒絕：``apart``（片段來自不同段落或表格列）、``out-of-order``（同一段落
    但次序不同）、``negation-elided``（省略處剛好切掉片段邊緣的否定詞）；政策拒絕拼接時為
    ``stitched``。原文沒有的片段則回報該片段的近似。

為什麼
    引文是卡片最強的主張：「原文逐字這樣說」。捏造或改動的引文繼承了原文的權威。改了一個
    數字或丟了一個「不」幾乎保留每個字元，所以這些永遠不會被當成近似通過。

    之所以是軟項，是因為失去知識比標出問題更糟：會擋下提交的 Q1 會逼寫作者刪掉引文而不是
    修好它，而且原文的文字抽取有時比卡片還差。``--strict`` 讓它擋下提交。

不通過
    原文沒有其中數字的引文（數字防護）。

通過
    字體排印不同，用字相同（``typography`` 層級）。

選項
    在引文政策（``policy.quotes``）中：``accept_through``（接受的最寬層級，預設
    ``case``）、``allow_skeleton``（不可靠，預設關閉）、``allow_stitched``（預設開啟）、
    ``min_fragment_words``（3）、``floor``（0.90）、``forgive_word_changes``（關閉）、
    ``forgive_final_period``（關閉）。``--compat`` 下不執行。

盲點
    逐字相符的引文仍可能斷章取義（只檢查緊鄰其前後的否定）。引文中的 Markdown
    （``**粗體**``、連結）當作文字比較。中日韓文字逐字元比對，所以引文可能從一個中文詞的
    中間開始（緊接在「不」這類否定字之後除外）。
""",
    "Q2": """Q2 approximate-quotation: 接近原文、但不相等的引文區塊。

檢查什麼
    一段引文（見 Q1）在任何接受的層級都找不到，但最接近的原文段落分數達到相似度門檻
    （預設 0.90；在 ``case`` 層級、寬容所有可靠層級的呈現差異後，``1 - 編輯距離 / 長度``），
    並通過各項防護：數值相同的數字（``1.234,5`` 就是 ``1,234.5``；數字不變、後面的詞有
    筆誤，例如 ``10 versons``，不算改了數字）、相同的否定與方向、情態與數量詞、相同的名稱
    （附加符號除外），以及相同的詞（只有詞內的筆誤、標點與空白不同）。訊息附上原文的確切文字與位置（行:欄，原文有 pages 附檔時還有頁碼）。

為什麼
    近乎逐字的引文通常是抄寫或抽取的失誤：錯字、OCR 錯誤、掉了逗號、少了重音符號。卡片
    應該保存原文的字句，而不是加了引號的改寫。``--fix`` 把引文換成原文的文字，卡片其他
    位置逐位元組不變。

不通過
    有錯字的引文。

通過
    逐字引用同一段原文。

選項
    ``policy.quotes.floor``（0.90）；``policy.quotes.forgive_word_changes``（關閉）
    讓增加、刪除與替換的詞也可以是近似。``--compat`` 下不執行。

盲點
    一個詞內的筆誤仍可能把它變成另一個詞（``from`` 寫成 ``form``）；``--fix`` 會還原成
    原文的詞。開啟 ``forgive_word_changes`` 時，同義詞或改了的形容詞會在這裡回報，而不是
    Q1。
""",
    "S1": """S1 source-missing: 卡片引用的原文檔案不存在。

檢查什麼
    卡片指名的原文（wiki manifest、frontmatter 的 ``source_path``，或 ``### 出處`` 行上
    以反引號標出的路徑）必須存在於儲存庫內。由原文解析提出，不是讀卡片時提出。

為什麼
    原文不見了的卡片無從落地：它的 H7/H8 不會被判斷。這個發現把事情說出來，而不是讓卡片
    默默通過。

不通過
    引用的原文不存在。

通過
    引用的原文存在。

選項
    無；把它的嚴重度設為 ``off`` 即可讓它安靜。

盲點
    存在、但是錯誤文件的原文不會被偵測到。
""",
    "S2": """S2 source-outside-repository: 引用的原文位於儲存庫之外。

檢查什麼
    原文參照在儲存庫根目錄內解析（往上最近一個含有 ``.git``、``.wiki/manifest.json``
    或 anchorlint 設定的資料夾）。絕對路徑、用 ``..`` 爬出去的路徑，或通往根目錄外的
    符號連結，會被回報且從不開啟。

為什麼
    每次提交都會執行的 linter 不能讀取它被要求檢查的儲存庫以外的檔案；而引用這種檔案的
    卡片，其他複製儲存庫的人也無法查證。

不通過
    儲存庫之外的原文（從不開啟）。

通過
    儲存庫之內的原文。

選項
    無。

盲點
    目前沒有已知盲點：解析在開啟任何檔案之前就已限制在儲存庫內。
""",
    "S3": """S3 undecodable-file: 卡片或其原文不是 UTF-8 文字。

檢查什麼
    卡片與原文以 UTF-8 讀取（允許開頭的位元組順序標記）。含有 NUL 位元組、UTF-16 位元組
    順序標記或不是 UTF-8 位元組序列的檔案會連同原因回報；原文無法解碼的卡片不會被判斷。
    其餘的執行照常進行。超過卡片大小上限（8 MiB）的卡片同樣回報、不會被讀取：沒有知識
    卡片有那麼大，而整個讀入匯出的傾印檔會拖住每一次提交。

為什麼
    判斷替代字元得到的是關於沒人寫過的文字的結論（Go 原版會這樣做；``--compat`` 仍然會）。
    Big5 這類舊編碼應該轉換，而不是猜測。

不通過
    以 Big5（cp950）儲存的原文。

通過
    同一份原文以 UTF-8 儲存。

選項
    無。

盲點
    剛好是合法 UTF-8、但原本是另一種編碼的文字（亂碼）不會被偵測到。
""",
    "S4": """S4 source-unusable: 引用的原文存在，卻無法讓卡片落地。

檢查什麼
    卡片指名的原文必須是非空的一般檔案，而且不是卡片本身。由原文解析與讀取提出，不看卡片
    的文字：空的或只有空白的原文、卡片本身、資料夾、管道、socket 或裝置（從不開啟：讀取它
    可能讓執行卡住），或符號連結迴圈。

為什麼
    對這樣的原文什麼都無法判斷：卡片的每個錨點不是都沒落地（空原文），就是理所當然落地
    （卡片本身）。對照原文的檢查（H6-H8、Q1、Q2）不會執行，而這個發現把事情說出來，而不是
    讓卡片默默通過。

不通過
    被指名為原文的資料夾。

    把自己指名為原文的卡片。

通過
    有文字的原文。

選項
    無；把它的嚴重度設為 ``off`` 即可讓它安靜。``--compat`` 下不提出（Go 原版把這類原文
    報為不存在，或照樣判斷）。

盲點
    有文字、但是錯誤文件的原文不會被偵測到。
""",
    "S5": """S5 card-without-source: 看起來像卡片、卻沒有指名原文的檔案。

檢查什麼
    形狀像卡片的 markdown 檔案，也就是 frontmatter 有 ``gloss:`` 鍵，或有同一種卡片形態
    的兩個段落標題（``## 摘要``、``## 重點``、``## 實體``、``## 關聯``；或
    ``## 一句話定義``、``## 要點``、``## 關鍵實體``），或有 ``tags:`` 與 ``created:``
    鍵加上一個這樣的標題，必須指名 anchorlint 找得到的原文：``.wiki/manifest.json`` 中的
    項目、frontmatter 的 ``source_path``（設定的 ``source_key``），或 ``### 出處`` 行上
    以反引號標出的路徑。否則就回報這張卡片，位置在可能原本想當原文鍵的 frontmatter 鍵那
    一行，不然就是第 1 行。找得到提示時訊息會附上：一個差一點的鍵（``source:``、
    ``sourcePath:``、``source-path:``、``src:``、``Source_Path:``、縮排的鍵）且它的值
    解析到儲存庫裡的檔案；寫法與卡片路徑不同的 manifest 項目（反斜線、大小寫不同，或寫成
    ``../<儲存庫>/...``）；路徑沒有用反引號括起來的 ``### 出處`` 行。

為什麼
    沒有這條規則，這樣的卡片會默默地「不是卡片」：``0 cards checked``，結束碼 0，即使
    加了 ``--strict`` 也一樣。對一道關卡來說這是最糟的失敗：看起來像通過。只看卡片的規則
    （H1-H5、E1、F1）仍會對它執行；對照原文的檢查（H6-H8、Q1、Q2）則無法執行。

不通過
    原文鍵拼錯的卡片（訊息會說 ``source_path: notes/requirements.md`` 可以解析）。

    完全沒有指名原文的 daemon 卡片。

通過
    同一張卡片，改用 anchorlint 讀取的鍵。

    文件頁：沒有卡片的 frontmatter，也沒有卡片的段落。

選項
    無；把它的嚴重度設為 ``off``（或 ``--ignore S5``）即可讓它安靜，或在單一檔案的
    frontmatter 寫 ``anchorlint: {disable: [S5]}``。``--compat`` 下不提出（Go 原版略過
    這類檔案），使用 ``--source`` 時也不提出（那時每張卡片都有原文）。

盲點
    兩種形態都不是的卡片（沒有 ``gloss:``，標題不是設定的 ``sections``）會被當成一般筆記
    略過；執行摘要會計入略過的檔案。值無法解析的差一點的鍵，提示只會指名那個鍵。
""",
    "C1": """C1 unsupported-claim: 沒有引文、沒有落地錨點、也沒有資料支撐的主張。

檢查什麼
    預設關閉，需要啟用（``severity: {C1: soft}`` 或 ``--select C1``）。H8 計入的每條
    主張（``## 重點``/``## 要點`` 下的項目、關聯三元組）都必須有*引文*（自己區塊裡一段
    已落地的引文：在它之後、下一條主張或標題之前），或引用一條*資料*主張（它的文字或數字），
    或是*有錨點*（至少一個原文包含的錨點，且沒有 H7 回報的錨點）。精確定義見
    docs/evidence.md。卡片可以在 frontmatter 寫 ``evidence: none`` 退出，資料夾可以在
    ``per_path`` 下寫 ``rules: {C1: {evidence: none}}``；退出的主張由
    ``anchorlint coverage`` 計數。

為什麼
    搭配逐字引文的主張可以查證；既沒有引文也沒有錨點的主張，原文裡沒有任何東西能證偽它。
    許多儲存庫不引用原文，所以這條規則需要自行啟用。

不通過
    一條中文重點，下面什麼都沒有（設定中啟用了 C1）。

通過
    同一條重點，下面引用了原文的字句。

選項
    ``evidence``（``required``；``none`` 讓卡片退出）；``report``（``unsupported``；
    ``all`` 會回報每條主張並以其證據為鍵，這是 ``anchorlint coverage`` 讀取的內容）。
    ``--compat`` 下不執行。

盲點
    引文支撐的是它跟隨的那條主張，不論引文說什麼：這份契約只檢查證據存在且已驗證，不檢查
    它是否證明了主張。
""",
    "D1": """D1 data-hash-mismatch: 資料集的位元組不是計算主張時用的那一份。

檢查什麼
    frontmatter ``data:`` 下每個在這裡讀得到的資料集：其位元組的 sha256 必須等於釘住的
    ``sha256``。發現指向 ``sha256:`` 那一行，並給出檔案目前的雜湊。

為什麼
    像「平均延遲 182 ms」這樣的主張是在某一版資料上算出來的。檔案改變時，主張可能默默
    不再成立；雜湊說明資料在它底下變了。刻意修改之後，請檢查主張並執行
    ``anchorlint data pin CARD`` 記錄新的雜湊。

不通過
    檔案的雜湊不再是釘住的那一個。

通過
    檔案實際的雜湊。

選項
    無。``--compat`` 下不執行。

盲點
    雜湊涵蓋的是位元組而不是意義：用別的換行符號重新存檔的 CSV 也算改變。這裡讀不到的
    資料集是 D3，不是 D1。
""",
    "D2": """D2 data-value-not-reproduced: 資料主張的值無法從它的資料集算出。

檢查什麼
    frontmatter ``claims:`` 下每條資料集在這裡讀得到的主張都會重新計算：``where`` 篩選
    列，``derive`` 歸約（``count``、``sum``、``mean``、``median``、``min``、``max``、
    ``quantile:COL:Q``、``share:COL=VALUE``；見 docs/data-claims.md）算出一個數字，
    而 ``|算出值 - value|`` 必須不超過 ``tolerance``（絕對值，或值的百分比；未寫時為 0）。
    鍵：``default``（附上算出的值）、``empty``（篩選後沒有列）、``non-numeric``（某格
    不是數字）、``column``（沒有這一欄）。

為什麼
    「平均延遲是 182 ms」無法靠比對文字查證；但可以從它來自的資料重新計算。不再能重現的
    主張是錯的，或者它的宣告是錯的。

不通過
    eu 那幾列的平均是 182，不是 190。

通過
    那幾列算得出的值。

選項
    無。``--compat`` 下不執行。

盲點
    歸約方式是允許清單：其他任何東西都不會被求值，所以清單表達不了的統計量無法宣告。資料中
    的數字以資料檔常用的樸素形式讀取（``1234.5``；沒有千分位分隔或單位）。
""",
    "D3": """D3 dataset-unavailable: 宣告的資料集在這裡讀不到，所以它的主張沒有重新檢查。

檢查什麼
    frontmatter ``data:`` 下的每個資料集：它的 ``path`` 必須解析到儲存庫內一個可讀的
    檔案（先卡片的資料夾，再儲存庫根目錄；符號連結會被追蹤且必須留在儲存庫內），且是
    anchorlint 讀得懂的格式。Parquet 需要 ``anchorlint[data]`` 額外套件（DuckDB）；
    訊息會說明。

為什麼
    在資料所在之處查過的主張，不應在資料不在的地方（沒有大檔案的複本、沒有 DuckDB 的
    機器）看起來像是壞的。這是提示性質：主張保有它在能重現之處贏得的信任，但這裡什麼也沒
    重新檢查。

不通過
    資料集不在這份 checkout 裡。

通過
    資料集在。

選項
    無。``--compat`` 下不執行。

盲點
    儲存庫外的資料集永遠不會被開啟（在這裡回報為在外部），即使路徑存在。
""",
    "D4": """D4 bad-data-declaration: 照寫法無法檢查的 ``data:`` 或 ``claims:`` 項目。

檢查什麼
    frontmatter 的 ``data:``（``id``、``path``、``sha256``）與 ``claims:``（``text``、
    ``dataset``、``where``、``derive``、``value``、``tolerance``）項目：必要的鍵都在、
    沒有未知的鍵、支援的檔案類型（``.csv``、``.tsv``、``.jsonl``/``.ndjson``、
    ``.parquet``）、64 位的 sha256、允許清單中的推導方式、``value`` 與 ``tolerance``
    是數字（或百分比）、主張的資料集有宣告。訊息會指名那個鍵，例如 ``claims[2].derive``。

為什麼
    無法重新計算的主張根本不會被檢查；說出來比默默放行好。什麼都不會被求值：未知的歸約方式
    會被拒絕，從不執行。

不通過
    不在允許清單上的歸約方式（什麼都不會被求值）。

通過
    允許清單中的推導方式。

選項
    無。``--compat`` 下不執行。

盲點
    欄位是否存在，只有在讀取資料時才知道（D2 的 ``column`` 鍵）。
""",
}
