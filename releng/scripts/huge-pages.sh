# Sourced by releng/bench/engine-vs-fio.sh and product-vs-fio.sh. The engine puts I/O buffers larger
# than a page on transparent huge pages (BufferMemory), so fio gets huge pages too (--iomem=shmhuge);
# fio's are hugetlb pages, which must be reserved. reserve_huge_pages N reserves N more for the run;
# release_huge_pages (on exit) gives them back.
huge_pages_before=""
reserve_huge_pages() { # pages
	huge_pages_before=$(cat /proc/sys/vm/nr_hugepages)
	echo $((huge_pages_before + $1)) > /proc/sys/vm/nr_hugepages
	local free
	free=$(awk '/^HugePages_Free:/ {print $2}' /proc/meminfo)
	[ "$free" -ge "$1" ] || echo "warning: only $free of $1 huge pages could be reserved (memory too fragmented); fio's rows with --iomem=shmhuge may fail" >&2
}
release_huge_pages() {
	[ -z "$huge_pages_before" ] || echo "$huge_pages_before" > /proc/sys/vm/nr_hugepages
}
# "shmhuge" when the kernel offers transparent huge pages (the engine's buffers larger than a page lie
# on them, BufferMemory.hugePagesOffered), else empty; for scripts that write fio's options by hand
thp_iomem() {
	grep -q '\[never\]' /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null || [ ! -r /sys/kernel/mm/transparent_hugepage/enabled ] || echo shmhuge
}
